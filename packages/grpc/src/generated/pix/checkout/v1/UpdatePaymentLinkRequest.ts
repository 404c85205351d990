// Original file: proto/checkout/v1/checkout.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdatePaymentLinkRequest {
  'id'?: (string);
  'amount_cents'?: (number | string | Long);
  'description'?: (string);
  'product_id'?: (string);
  'active'?: (boolean);
  'slug'?: (string);
  'method'?: (string);
  '_amount_cents'?: "amount_cents";
  '_description'?: "description";
  '_product_id'?: "product_id";
  '_active'?: "active";
  '_slug'?: "slug";
  '_method'?: "method";
}

export interface UpdatePaymentLinkRequest__Output {
  'id': (string);
  'amount_cents'?: (number);
  'description'?: (string);
  'product_id'?: (string);
  'active'?: (boolean);
  'slug'?: (string);
  'method'?: (string);
  '_amount_cents'?: "amount_cents";
  '_description'?: "description";
  '_product_id'?: "product_id";
  '_active'?: "active";
  '_slug'?: "slug";
  '_method'?: "method";
}
