// Original file: proto/charges/v1/charges.proto


export interface Customer {
  'id'?: (string);
  'name'?: (string);
  'email'?: (string);
  'cpf_cnpj'?: (string);
  'phone'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_name'?: "name";
  '_email'?: "email";
  '_cpf_cnpj'?: "cpf_cnpj";
  '_phone'?: "phone";
}

export interface Customer__Output {
  'id': (string);
  'name'?: (string);
  'email'?: (string);
  'cpf_cnpj'?: (string);
  'phone'?: (string);
  'created_at': (string);
  'updated_at': (string);
  '_name'?: "name";
  '_email'?: "email";
  '_cpf_cnpj'?: "cpf_cnpj";
  '_phone'?: "phone";
}
