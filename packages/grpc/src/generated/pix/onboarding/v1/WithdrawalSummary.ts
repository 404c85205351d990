// Original file: proto/onboarding/v1/onboarding.proto

import type { Long } from '@grpc/proto-loader';

export interface WithdrawalSummary {
  'environment'?: (string);
  'received_cents'?: (number | string | Long);
  'fees_cents'?: (number | string | Long);
  'withdrawn_cents'?: (number | string | Long);
  'pending_cents'?: (number | string | Long);
  'available_cents'?: (number | string | Long);
  'blocked_cents'?: (number | string | Long);
  'refunding_cents'?: (number | string | Long);
  'refunded_cents'?: (number | string | Long);
}

export interface WithdrawalSummary__Output {
  'environment': (string);
  'received_cents': (number);
  'fees_cents': (number);
  'withdrawn_cents': (number);
  'pending_cents': (number);
  'available_cents': (number);
  'blocked_cents': (number);
  'refunding_cents': (number);
  'refunded_cents': (number);
}
