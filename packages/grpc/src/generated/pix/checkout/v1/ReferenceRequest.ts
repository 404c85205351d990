// Original file: proto/checkout/v1/checkout.proto


export interface ReferenceRequest {
  'field'?: (string);
  'id'?: (string);
}

export interface ReferenceRequest__Output {
  'field': (string);
  'id': (string);
}
