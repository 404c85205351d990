// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface CouponFields {
  'id'?: (string);
  'code'?: (string);
  'discount_type'?: (string);
  'discount_value'?: (number | string | Long);
  'expires_at'?: (string);
  'max_uses'?: (number);
  'clear_max_uses'?: (boolean);
  'product_ids'?: (string)[];
  'set_product_ids'?: (boolean);
  'is_active'?: (boolean);
  '_id'?: "id";
  '_code'?: "code";
  '_discount_type'?: "discount_type";
  '_discount_value'?: "discount_value";
  '_expires_at'?: "expires_at";
  '_max_uses'?: "max_uses";
  '_is_active'?: "is_active";
}

export interface CouponFields__Output {
  'id'?: (string);
  'code'?: (string);
  'discount_type'?: (string);
  'discount_value'?: (number);
  'expires_at'?: (string);
  'max_uses'?: (number);
  'clear_max_uses': (boolean);
  'product_ids': (string)[];
  'set_product_ids': (boolean);
  'is_active'?: (boolean);
  '_id'?: "id";
  '_code'?: "code";
  '_discount_type'?: "discount_type";
  '_discount_value'?: "discount_value";
  '_expires_at'?: "expires_at";
  '_max_uses'?: "max_uses";
  '_is_active'?: "is_active";
}
