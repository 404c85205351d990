// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface SettleWithdrawalRequest {
  'withdrawal_id'?: (string);
  'amount_cents'?: (number | string | Long);
  'outcome'?: (string);
}

export interface SettleWithdrawalRequest__Output {
  'withdrawal_id': (string);
  'amount_cents': (number);
  'outcome': (string);
}
