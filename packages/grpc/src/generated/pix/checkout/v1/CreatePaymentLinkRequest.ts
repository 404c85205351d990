// Original file: proto/checkout/v1/checkout.proto

import type { Long } from '@grpc/proto-loader';

export interface CreatePaymentLinkRequest {
  'amount_cents'?: (number | string | Long);
  'description'?: (string);
  'method'?: (string);
  'product_id'?: (string);
  'slug'?: (string);
  '_amount_cents'?: "amount_cents";
  '_method'?: "method";
  '_product_id'?: "product_id";
  '_slug'?: "slug";
}

export interface CreatePaymentLinkRequest__Output {
  'amount_cents'?: (number);
  'description': (string);
  'method'?: (string);
  'product_id'?: (string);
  'slug'?: (string);
  '_amount_cents'?: "amount_cents";
  '_method'?: "method";
  '_product_id'?: "product_id";
  '_slug'?: "slug";
}
