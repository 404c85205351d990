// Original file: proto/onboarding/v1/onboarding.proto


export interface ReviewResponse {
  'kind'?: (string);
  'status'?: (string);
}

export interface ReviewResponse__Output {
  'kind': (string);
  'status': (string);
}
