// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface ReserveWithdrawalRequest {
  'withdrawal_id'?: (string);
  'amount_cents'?: (number | string | Long);
  'backfill'?: (boolean);
}

export interface ReserveWithdrawalRequest__Output {
  'withdrawal_id': (string);
  'amount_cents': (number);
  'backfill': (boolean);
}
