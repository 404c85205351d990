// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface PixPayment {
  'end_to_end_id'?: (string);
  'amount_cents'?: (number | string | Long);
  'paid_at'?: (string);
}

export interface PixPayment__Output {
  'end_to_end_id': (string);
  'amount_cents': (number);
  'paid_at': (string);
}
