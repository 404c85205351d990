// Original file: proto/subscriptions/v1/subscriptions.proto


export interface ListCyclesRequest {
  'from'?: (string);
  'to'?: (string);
  'authorization_id'?: (string);
  'customer_cpf'?: (string);
  'status'?: (string);
  'offset'?: (number);
  'limit'?: (number);
  '_authorization_id'?: "authorization_id";
  '_customer_cpf'?: "customer_cpf";
  '_status'?: "status";
}

export interface ListCyclesRequest__Output {
  'from': (string);
  'to': (string);
  'authorization_id'?: (string);
  'customer_cpf'?: (string);
  'status'?: (string);
  'offset': (number);
  'limit': (number);
  '_authorization_id'?: "authorization_id";
  '_customer_cpf'?: "customer_cpf";
  '_status'?: "status";
}
