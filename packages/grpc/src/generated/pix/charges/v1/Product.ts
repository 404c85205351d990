// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface Product {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'price_cents'?: (number | string | Long);
  'sku'?: (string);
  'image_url'?: (string);
  'active'?: (boolean);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_description'?: "description";
  '_sku'?: "sku";
  '_image_url'?: "image_url";
}

export interface Product__Output {
  'id': (string);
  'name': (string);
  'description'?: (string);
  'price_cents': (number);
  'sku'?: (string);
  'image_url'?: (string);
  'active': (boolean);
  'created_at': (string);
  'updated_at': (string);
  '_description'?: "description";
  '_sku'?: "sku";
  '_image_url'?: "image_url";
}
