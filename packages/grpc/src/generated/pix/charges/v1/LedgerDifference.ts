// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerDifference {
  'id'?: (string);
  'kind'?: (string);
  'ref'?: (string);
  'store_id'?: (string);
  'environment'?: (string);
  'expected_cents'?: (number | string | Long);
  'ledger_cents'?: (number | string | Long);
  'detail'?: (string);
  'first_seen_at'?: (string);
  'last_seen_at'?: (string);
  '_store_id'?: "store_id";
  '_environment'?: "environment";
  '_expected_cents'?: "expected_cents";
  '_ledger_cents'?: "ledger_cents";
}

export interface LedgerDifference__Output {
  'id': (string);
  'kind': (string);
  'ref': (string);
  'store_id'?: (string);
  'environment'?: (string);
  'expected_cents'?: (number);
  'ledger_cents'?: (number);
  'detail': (string);
  'first_seen_at': (string);
  'last_seen_at': (string);
  '_store_id'?: "store_id";
  '_environment'?: "environment";
  '_expected_cents'?: "expected_cents";
  '_ledger_cents'?: "ledger_cents";
}
