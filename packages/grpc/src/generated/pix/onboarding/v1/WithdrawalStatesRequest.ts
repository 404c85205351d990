// Original file: proto/onboarding/v1/onboarding.proto


export interface WithdrawalStatesRequest {
  'after_id'?: (string);
  'limit'?: (number);
}

export interface WithdrawalStatesRequest__Output {
  'after_id': (string);
  'limit': (number);
}
