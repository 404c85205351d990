// Original file: proto/charges/v1/charges.proto

import type { Product as _pix_charges_v1_Product, Product__Output as _pix_charges_v1_Product__Output } from '../../../pix/charges/v1/Product';
import type { Long } from '@grpc/proto-loader';

export interface DeleteProductResponse {
  'product'?: (_pix_charges_v1_Product | null);
  'unlinked_charges'?: (number | string | Long);
  'unlinked_links'?: (number | string | Long);
  'pending'?: (string)[];
  'aviso'?: (string);
  'desvinculados'?: ({[key: string]: number | string | Long});
  '_aviso'?: "aviso";
}

export interface DeleteProductResponse__Output {
  'product': (_pix_charges_v1_Product__Output | null);
  'unlinked_charges': (number);
  'unlinked_links': (number);
  'pending': (string)[];
  'aviso'?: (string);
  'desvinculados': ({[key: string]: number});
  '_aviso'?: "aviso";
}
