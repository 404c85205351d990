// Original file: proto/checkout/v1/checkout.proto

import type { Long } from '@grpc/proto-loader';

export interface PaymentLink {
  'id'?: (string);
  'user_id'?: (string);
  'product_id'?: (string);
  'slug'?: (string);
  'description'?: (string);
  'amount_cents'?: (number | string | Long);
  'method'?: (string);
  'active'?: (boolean);
  'created_at'?: (string);
  'updated_at'?: (string);
  'checkout_url'?: (string);
  '_product_id'?: "product_id";
}

export interface PaymentLink__Output {
  'id': (string);
  'user_id': (string);
  'product_id'?: (string);
  'slug': (string);
  'description': (string);
  'amount_cents': (number);
  'method': (string);
  'active': (boolean);
  'created_at': (string);
  'updated_at': (string);
  'checkout_url': (string);
  '_product_id'?: "product_id";
}
