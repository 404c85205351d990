// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface ExpireTestChargesResponse {
  'expired'?: (number | string | Long);
  'overdue'?: (number | string | Long);
}

export interface ExpireTestChargesResponse__Output {
  'expired': (number);
  'overdue': (number);
}
