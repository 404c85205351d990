// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface PaidTotalsResponse {
  'received_cents'?: (number | string | Long);
  'fees_cents'?: (number | string | Long);
  'paid_count'?: (number | string | Long);
}

export interface PaidTotalsResponse__Output {
  'received_cents': (number);
  'fees_cents': (number);
  'paid_count': (number);
}
