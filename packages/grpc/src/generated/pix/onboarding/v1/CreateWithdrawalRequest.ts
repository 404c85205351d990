// Original file: proto/onboarding/v1/onboarding.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateWithdrawalRequest {
  'amount_cents'?: (number | string | Long);
  'pix_key'?: (string);
  'pix_key_type'?: (string);
}

export interface CreateWithdrawalRequest__Output {
  'amount_cents': (number);
  'pix_key': (string);
  'pix_key_type': (string);
}
