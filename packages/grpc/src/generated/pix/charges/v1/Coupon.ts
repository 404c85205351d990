// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface Coupon {
  'id'?: (string);
  'code'?: (string);
  'discount_type'?: (string);
  'discount_value'?: (number | string | Long);
  'expires_at'?: (string);
  'max_uses'?: (number);
  'uses'?: (number);
  'product_ids'?: (string)[];
  'is_active'?: (boolean);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_expires_at'?: "expires_at";
  '_max_uses'?: "max_uses";
}

export interface Coupon__Output {
  'id': (string);
  'code': (string);
  'discount_type': (string);
  'discount_value': (number);
  'expires_at'?: (string);
  'max_uses'?: (number);
  'uses': (number);
  'product_ids': (string)[];
  'is_active': (boolean);
  'created_at': (string);
  'updated_at': (string);
  '_expires_at'?: "expires_at";
  '_max_uses'?: "max_uses";
}
