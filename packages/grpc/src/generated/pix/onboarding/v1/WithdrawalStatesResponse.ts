// Original file: proto/onboarding/v1/onboarding.proto

import type { WithdrawalState as _pix_onboarding_v1_WithdrawalState, WithdrawalState__Output as _pix_onboarding_v1_WithdrawalState__Output } from '../../../pix/onboarding/v1/WithdrawalState';

export interface WithdrawalStatesResponse {
  'withdrawals'?: (_pix_onboarding_v1_WithdrawalState)[];
}

export interface WithdrawalStatesResponse__Output {
  'withdrawals': (_pix_onboarding_v1_WithdrawalState__Output)[];
}
