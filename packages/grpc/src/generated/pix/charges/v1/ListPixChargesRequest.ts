// Original file: proto/charges/v1/charges.proto


export interface ListPixChargesRequest {
  'status'?: (string);
  'as_json'?: (boolean);
  '_status'?: "status";
}

export interface ListPixChargesRequest__Output {
  'status'?: (string);
  'as_json': (boolean);
  '_status'?: "status";
}
