// Original file: proto/onboarding/v1/onboarding.proto

import type { DefenseFile as _pix_onboarding_v1_DefenseFile, DefenseFile__Output as _pix_onboarding_v1_DefenseFile__Output } from '../../../pix/onboarding/v1/DefenseFile';

export interface DefenseFiles {
  'files'?: (_pix_onboarding_v1_DefenseFile)[];
}

export interface DefenseFiles__Output {
  'files': (_pix_onboarding_v1_DefenseFile__Output)[];
}
