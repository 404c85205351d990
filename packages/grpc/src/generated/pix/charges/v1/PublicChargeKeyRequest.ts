// Original file: proto/charges/v1/charges.proto


export interface PublicChargeKeyRequest {
  'checkout_key'?: (string);
}

export interface PublicChargeKeyRequest__Output {
  'checkout_key': (string);
}
