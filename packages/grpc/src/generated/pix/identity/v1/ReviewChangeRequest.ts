// Original file: proto/identity/v1/identity.proto

import type { CompleteOnboardingRequest as _pix_identity_v1_CompleteOnboardingRequest, CompleteOnboardingRequest__Output as _pix_identity_v1_CompleteOnboardingRequest__Output } from '../../../pix/identity/v1/CompleteOnboardingRequest';

export interface ReviewChangeRequest {
  'id'?: (string);
  'decision'?: (string);
  'fields'?: (_pix_identity_v1_CompleteOnboardingRequest | null);
  'reason'?: (string);
  '_fields'?: "fields";
  '_reason'?: "reason";
}

export interface ReviewChangeRequest__Output {
  'id': (string);
  'decision': (string);
  'fields'?: (_pix_identity_v1_CompleteOnboardingRequest__Output | null);
  'reason'?: (string);
  '_fields'?: "fields";
  '_reason'?: "reason";
}
