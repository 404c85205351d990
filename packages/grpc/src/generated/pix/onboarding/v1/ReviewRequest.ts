// Original file: proto/onboarding/v1/onboarding.proto


export interface ReviewRequest {
  'store_id'?: (string);
  'decision'?: (string);
  'reason'?: (string);
  '_reason'?: "reason";
}

export interface ReviewRequest__Output {
  'store_id': (string);
  'decision': (string);
  'reason'?: (string);
  '_reason'?: "reason";
}
