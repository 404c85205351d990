// Original file: proto/charges/v1/charges.proto


export interface CustomerIdRequest {
  'id'?: (string);
}

export interface CustomerIdRequest__Output {
  'id': (string);
}
