// Original file: proto/charges/v1/charges.proto


export interface CustomerFields {
  'id'?: (string);
  'name'?: (string);
  'email'?: (string);
  'cpf_cnpj'?: (string);
  'phone'?: (string);
  '_id'?: "id";
  '_name'?: "name";
  '_email'?: "email";
  '_cpf_cnpj'?: "cpf_cnpj";
  '_phone'?: "phone";
}

export interface CustomerFields__Output {
  'id'?: (string);
  'name'?: (string);
  'email'?: (string);
  'cpf_cnpj'?: (string);
  'phone'?: (string);
  '_id'?: "id";
  '_name'?: "name";
  '_email'?: "email";
  '_cpf_cnpj'?: "cpf_cnpj";
  '_phone'?: "phone";
}
