// Original file: proto/onboarding/v1/onboarding.proto

import type { OnboardingAnswersView as _pix_onboarding_v1_OnboardingAnswersView, OnboardingAnswersView__Output as _pix_onboarding_v1_OnboardingAnswersView__Output } from '../../../pix/onboarding/v1/OnboardingAnswersView';
import type { ProductionDocument as _pix_onboarding_v1_ProductionDocument, ProductionDocument__Output as _pix_onboarding_v1_ProductionDocument__Output } from '../../../pix/onboarding/v1/ProductionDocument';

export interface ChangeRequest {
  'id'?: (string);
  'status'?: (string);
  'submitted_at'?: (string);
  'reviewed_at'?: (string);
  'reject_reason'?: (string);
  'answers'?: (_pix_onboarding_v1_OnboardingAnswersView | null);
  'documents'?: (_pix_onboarding_v1_ProductionDocument)[];
  '_reviewed_at'?: "reviewed_at";
  '_reject_reason'?: "reject_reason";
}

export interface ChangeRequest__Output {
  'id': (string);
  'status': (string);
  'submitted_at': (string);
  'reviewed_at'?: (string);
  'reject_reason'?: (string);
  'answers': (_pix_onboarding_v1_OnboardingAnswersView__Output | null);
  'documents': (_pix_onboarding_v1_ProductionDocument__Output)[];
  '_reviewed_at'?: "reviewed_at";
  '_reject_reason'?: "reject_reason";
}
