// Original file: proto/identity/v1/identity.proto


export interface UpdateProfileRequest {
  'name'?: (string);
  'cnpj'?: (string);
  'company'?: (string);
  'cpf'?: (string);
  'phone'?: (string);
  'notify_payment_email'?: (boolean);
  'receipt_email'?: (boolean);
  'address'?: (string);
  'address_number'?: (string);
  'complement'?: (string);
  'province'?: (string);
  'postal_code'?: (string);
  'company_type'?: (string);
  'clear'?: (string)[];
  '_name'?: "name";
  '_cnpj'?: "cnpj";
  '_company'?: "company";
  '_cpf'?: "cpf";
  '_phone'?: "phone";
  '_notify_payment_email'?: "notify_payment_email";
  '_receipt_email'?: "receipt_email";
  '_address'?: "address";
  '_address_number'?: "address_number";
  '_complement'?: "complement";
  '_province'?: "province";
  '_postal_code'?: "postal_code";
  '_company_type'?: "company_type";
}

export interface UpdateProfileRequest__Output {
  'name'?: (string);
  'cnpj'?: (string);
  'company'?: (string);
  'cpf'?: (string);
  'phone'?: (string);
  'notify_payment_email'?: (boolean);
  'receipt_email'?: (boolean);
  'address'?: (string);
  'address_number'?: (string);
  'complement'?: (string);
  'province'?: (string);
  'postal_code'?: (string);
  'company_type'?: (string);
  'clear': (string)[];
  '_name'?: "name";
  '_cnpj'?: "cnpj";
  '_company'?: "company";
  '_cpf'?: "cpf";
  '_phone'?: "phone";
  '_notify_payment_email'?: "notify_payment_email";
  '_receipt_email'?: "receipt_email";
  '_address'?: "address";
  '_address_number'?: "address_number";
  '_complement'?: "complement";
  '_province'?: "province";
  '_postal_code'?: "postal_code";
  '_company_type'?: "company_type";
}
