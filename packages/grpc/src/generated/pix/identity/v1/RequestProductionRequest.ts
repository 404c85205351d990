// Original file: proto/identity/v1/identity.proto

import type { CompleteOnboardingRequest as _pix_identity_v1_CompleteOnboardingRequest, CompleteOnboardingRequest__Output as _pix_identity_v1_CompleteOnboardingRequest__Output } from '../../../pix/identity/v1/CompleteOnboardingRequest';

export interface RequestProductionRequest {
  'dry_run'?: (boolean);
  'fields'?: (_pix_identity_v1_CompleteOnboardingRequest | null);
  '_fields'?: "fields";
}

export interface RequestProductionRequest__Output {
  'dry_run': (boolean);
  'fields'?: (_pix_identity_v1_CompleteOnboardingRequest__Output | null);
  '_fields'?: "fields";
}
