// Original file: proto/onboarding/v1/onboarding.proto

import type { ProductionDocument as _pix_onboarding_v1_ProductionDocument, ProductionDocument__Output as _pix_onboarding_v1_ProductionDocument__Output } from '../../../pix/onboarding/v1/ProductionDocument';

export interface DocumentPart {
  'info'?: (_pix_onboarding_v1_ProductionDocument | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "info"|"chunk";
}

export interface DocumentPart__Output {
  'info'?: (_pix_onboarding_v1_ProductionDocument__Output | null);
  'chunk'?: (Buffer);
  'part'?: "info"|"chunk";
}
