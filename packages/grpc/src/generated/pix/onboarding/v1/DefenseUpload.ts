// Original file: proto/onboarding/v1/onboarding.proto

import type { DefenseUploadStart as _pix_onboarding_v1_DefenseUploadStart, DefenseUploadStart__Output as _pix_onboarding_v1_DefenseUploadStart__Output } from '../../../pix/onboarding/v1/DefenseUploadStart';
import type { UploadFile as _pix_onboarding_v1_UploadFile, UploadFile__Output as _pix_onboarding_v1_UploadFile__Output } from '../../../pix/onboarding/v1/UploadFile';
import type { ProductionEmpty as _pix_onboarding_v1_ProductionEmpty, ProductionEmpty__Output as _pix_onboarding_v1_ProductionEmpty__Output } from '../../../pix/onboarding/v1/ProductionEmpty';

export interface DefenseUpload {
  'start'?: (_pix_onboarding_v1_DefenseUploadStart | null);
  'file'?: (_pix_onboarding_v1_UploadFile | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'finish'?: (_pix_onboarding_v1_ProductionEmpty | null);
  'part'?: "start"|"file"|"chunk"|"finish";
}

export interface DefenseUpload__Output {
  'start'?: (_pix_onboarding_v1_DefenseUploadStart__Output | null);
  'file'?: (_pix_onboarding_v1_UploadFile__Output | null);
  'chunk'?: (Buffer);
  'finish'?: (_pix_onboarding_v1_ProductionEmpty__Output | null);
  'part'?: "start"|"file"|"chunk"|"finish";
}
