// Original file: proto/onboarding/v1/onboarding.proto

import type { OnboardingAnswersView as _pix_onboarding_v1_OnboardingAnswersView, OnboardingAnswersView__Output as _pix_onboarding_v1_OnboardingAnswersView__Output } from '../../../pix/onboarding/v1/OnboardingAnswersView';
import type { ProductionDocument as _pix_onboarding_v1_ProductionDocument, ProductionDocument__Output as _pix_onboarding_v1_ProductionDocument__Output } from '../../../pix/onboarding/v1/ProductionDocument';
import type { ProductionApproval as _pix_onboarding_v1_ProductionApproval, ProductionApproval__Output as _pix_onboarding_v1_ProductionApproval__Output } from '../../../pix/onboarding/v1/ProductionApproval';
import type { ChangeRequest as _pix_onboarding_v1_ChangeRequest, ChangeRequest__Output as _pix_onboarding_v1_ChangeRequest__Output } from '../../../pix/onboarding/v1/ChangeRequest';

export interface MerchantOnboarding {
  'answers'?: (_pix_onboarding_v1_OnboardingAnswersView | null);
  'documents'?: (_pix_onboarding_v1_ProductionDocument)[];
  'approvals'?: (_pix_onboarding_v1_ProductionApproval)[];
  'change'?: (_pix_onboarding_v1_ChangeRequest | null);
  '_answers'?: "answers";
  '_change'?: "change";
}

export interface MerchantOnboarding__Output {
  'answers'?: (_pix_onboarding_v1_OnboardingAnswersView__Output | null);
  'documents': (_pix_onboarding_v1_ProductionDocument__Output)[];
  'approvals': (_pix_onboarding_v1_ProductionApproval__Output)[];
  'change'?: (_pix_onboarding_v1_ChangeRequest__Output | null);
  '_answers'?: "answers";
  '_change'?: "change";
}
