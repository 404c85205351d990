// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface ProductFields {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'price_cents'?: (number | string | Long);
  'sku'?: (string);
  'image_url'?: (string);
  'active'?: (boolean);
  '_id'?: "id";
  '_name'?: "name";
  '_description'?: "description";
  '_price_cents'?: "price_cents";
  '_sku'?: "sku";
  '_image_url'?: "image_url";
  '_active'?: "active";
}

export interface ProductFields__Output {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'price_cents'?: (number);
  'sku'?: (string);
  'image_url'?: (string);
  'active'?: (boolean);
  '_id'?: "id";
  '_name'?: "name";
  '_description'?: "description";
  '_price_cents'?: "price_cents";
  '_sku'?: "sku";
  '_image_url'?: "image_url";
  '_active'?: "active";
}
