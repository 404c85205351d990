// Original file: proto/onboarding/v1/onboarding.proto


export interface GetReceivingAccountRequest {
  'store_id'?: (string);
  'environment'?: (string);
}

export interface GetReceivingAccountRequest__Output {
  'store_id': (string);
  'environment': (string);
}
