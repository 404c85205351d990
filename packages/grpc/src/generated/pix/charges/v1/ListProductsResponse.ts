// Original file: proto/charges/v1/charges.proto

import type { Product as _pix_charges_v1_Product, Product__Output as _pix_charges_v1_Product__Output } from '../../../pix/charges/v1/Product';

export interface ListProductsResponse {
  'products'?: (_pix_charges_v1_Product)[];
  'truncated'?: (boolean);
  'limit'?: (number);
}

export interface ListProductsResponse__Output {
  'products': (_pix_charges_v1_Product__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
