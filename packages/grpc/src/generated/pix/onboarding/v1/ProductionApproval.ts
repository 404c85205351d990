// Original file: proto/onboarding/v1/onboarding.proto

import type { OnboardingAnswersView as _pix_onboarding_v1_OnboardingAnswersView, OnboardingAnswersView__Output as _pix_onboarding_v1_OnboardingAnswersView__Output } from '../../../pix/onboarding/v1/OnboardingAnswersView';
import type { ProductionDocument as _pix_onboarding_v1_ProductionDocument, ProductionDocument__Output as _pix_onboarding_v1_ProductionDocument__Output } from '../../../pix/onboarding/v1/ProductionDocument';

export interface ProductionApproval {
  'id'?: (string);
  'kind'?: (string);
  'approved_at'?: (string);
  'approved_by'?: (string);
  'approved_by_email'?: (string);
  'answers'?: (_pix_onboarding_v1_OnboardingAnswersView | null);
  'documents'?: (_pix_onboarding_v1_ProductionDocument)[];
  '_approved_by_email'?: "approved_by_email";
}

export interface ProductionApproval__Output {
  'id': (string);
  'kind': (string);
  'approved_at': (string);
  'approved_by': (string);
  'approved_by_email'?: (string);
  'answers': (_pix_onboarding_v1_OnboardingAnswersView__Output | null);
  'documents': (_pix_onboarding_v1_ProductionDocument__Output)[];
  '_approved_by_email'?: "approved_by_email";
}
