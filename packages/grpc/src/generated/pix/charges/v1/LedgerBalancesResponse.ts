// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerBalancesResponse {
  'available_cents'?: (number | string | Long);
  'blocked_cents'?: (number | string | Long);
  'in_withdrawal_cents'?: (number | string | Long);
  'refunding_cents'?: (number | string | Long);
  'fees_cents'?: (number | string | Long);
  'refunded_cents'?: (number | string | Long);
  'received_cents'?: (number | string | Long);
  'withdrawn_cents'?: (number | string | Long);
}

export interface LedgerBalancesResponse__Output {
  'available_cents': (number);
  'blocked_cents': (number);
  'in_withdrawal_cents': (number);
  'refunding_cents': (number);
  'fees_cents': (number);
  'refunded_cents': (number);
  'received_cents': (number);
  'withdrawn_cents': (number);
}
