// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface ValidateCouponResponse {
  'valid'?: (boolean);
  'reason'?: (string);
  'amount_cents'?: (number | string | Long);
  'discount_cents'?: (number | string | Long);
  '_reason'?: "reason";
}

export interface ValidateCouponResponse__Output {
  'valid': (boolean);
  'reason'?: (string);
  'amount_cents': (number);
  'discount_cents': (number);
  '_reason'?: "reason";
}
