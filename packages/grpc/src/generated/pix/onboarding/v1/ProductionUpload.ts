// Original file: proto/onboarding/v1/onboarding.proto

import type { UploadStart as _pix_onboarding_v1_UploadStart, UploadStart__Output as _pix_onboarding_v1_UploadStart__Output } from '../../../pix/onboarding/v1/UploadStart';
import type { UploadFile as _pix_onboarding_v1_UploadFile, UploadFile__Output as _pix_onboarding_v1_UploadFile__Output } from '../../../pix/onboarding/v1/UploadFile';
import type { UploadFinish as _pix_onboarding_v1_UploadFinish, UploadFinish__Output as _pix_onboarding_v1_UploadFinish__Output } from '../../../pix/onboarding/v1/UploadFinish';
import type { OnboardingAnswers as _pix_onboarding_v1_OnboardingAnswers, OnboardingAnswers__Output as _pix_onboarding_v1_OnboardingAnswers__Output } from '../../../pix/onboarding/v1/OnboardingAnswers';

export interface ProductionUpload {
  'start'?: (_pix_onboarding_v1_UploadStart | null);
  'file'?: (_pix_onboarding_v1_UploadFile | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'finish'?: (_pix_onboarding_v1_UploadFinish | null);
  'answers'?: (_pix_onboarding_v1_OnboardingAnswers | null);
  'part'?: "start"|"file"|"chunk"|"finish"|"answers";
}

export interface ProductionUpload__Output {
  'start'?: (_pix_onboarding_v1_UploadStart__Output | null);
  'file'?: (_pix_onboarding_v1_UploadFile__Output | null);
  'chunk'?: (Buffer);
  'finish'?: (_pix_onboarding_v1_UploadFinish__Output | null);
  'answers'?: (_pix_onboarding_v1_OnboardingAnswers__Output | null);
  'part'?: "start"|"file"|"chunk"|"finish"|"answers";
}
