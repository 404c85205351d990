// Original file: proto/onboarding/v1/onboarding.proto


export interface SubmitOnboardingResponse {
  'onboarding_completed_at'?: (string);
}

export interface SubmitOnboardingResponse__Output {
  'onboarding_completed_at': (string);
}
