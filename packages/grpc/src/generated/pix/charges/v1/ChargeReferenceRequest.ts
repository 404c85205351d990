// Original file: proto/charges/v1/charges.proto


export interface ChargeReferenceRequest {
  'field'?: (string);
  'id'?: (string);
}

export interface ChargeReferenceRequest__Output {
  'field': (string);
  'id': (string);
}
