// Original file: proto/checkout/v1/checkout.proto


export interface PaymentLinkIdRequest {
  'id'?: (string);
}

export interface PaymentLinkIdRequest__Output {
  'id': (string);
}
