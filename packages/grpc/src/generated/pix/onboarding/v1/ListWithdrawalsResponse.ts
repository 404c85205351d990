// Original file: proto/onboarding/v1/onboarding.proto

import type { Withdrawal as _pix_onboarding_v1_Withdrawal, Withdrawal__Output as _pix_onboarding_v1_Withdrawal__Output } from '../../../pix/onboarding/v1/Withdrawal';

export interface ListWithdrawalsResponse {
  'withdrawals'?: (_pix_onboarding_v1_Withdrawal)[];
  'truncated'?: (boolean);
  'limit'?: (number);
}

export interface ListWithdrawalsResponse__Output {
  'withdrawals': (_pix_onboarding_v1_Withdrawal__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
