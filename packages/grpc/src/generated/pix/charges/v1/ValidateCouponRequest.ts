// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface ValidateCouponRequest {
  'code'?: (string);
  'product_id'?: (string);
  'amount_cents'?: (number | string | Long);
  '_product_id'?: "product_id";
  '_amount_cents'?: "amount_cents";
}

export interface ValidateCouponRequest__Output {
  'code': (string);
  'product_id'?: (string);
  'amount_cents'?: (number);
  '_product_id'?: "product_id";
  '_amount_cents'?: "amount_cents";
}
