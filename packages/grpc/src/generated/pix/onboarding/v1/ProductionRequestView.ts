// Original file: proto/onboarding/v1/onboarding.proto

import type { ProductionDocument as _pix_onboarding_v1_ProductionDocument, ProductionDocument__Output as _pix_onboarding_v1_ProductionDocument__Output } from '../../../pix/onboarding/v1/ProductionDocument';
import type { ChangeRequest as _pix_onboarding_v1_ChangeRequest, ChangeRequest__Output as _pix_onboarding_v1_ChangeRequest__Output } from '../../../pix/onboarding/v1/ChangeRequest';

export interface ProductionRequestView {
  'exists'?: (boolean);
  'submitted_at'?: (string);
  'terms_accepted_at'?: (string);
  'documents'?: (_pix_onboarding_v1_ProductionDocument)[];
  'change'?: (_pix_onboarding_v1_ChangeRequest | null);
  '_submitted_at'?: "submitted_at";
  '_terms_accepted_at'?: "terms_accepted_at";
  '_change'?: "change";
}

export interface ProductionRequestView__Output {
  'exists': (boolean);
  'submitted_at'?: (string);
  'terms_accepted_at'?: (string);
  'documents': (_pix_onboarding_v1_ProductionDocument__Output)[];
  'change'?: (_pix_onboarding_v1_ChangeRequest__Output | null);
  '_submitted_at'?: "submitted_at";
  '_terms_accepted_at'?: "terms_accepted_at";
  '_change'?: "change";
}
