// Original file: proto/onboarding/v1/onboarding.proto


export interface MerchantRef {
  'store_id'?: (string);
}

export interface MerchantRef__Output {
  'store_id': (string);
}
