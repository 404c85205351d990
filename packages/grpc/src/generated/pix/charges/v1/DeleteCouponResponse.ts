// Original file: proto/charges/v1/charges.proto

import type { Coupon as _pix_charges_v1_Coupon, Coupon__Output as _pix_charges_v1_Coupon__Output } from '../../../pix/charges/v1/Coupon';
import type { Long } from '@grpc/proto-loader';

export interface DeleteCouponResponse {
  'coupon'?: (_pix_charges_v1_Coupon | null);
  'unlinked_charges'?: (number | string | Long);
  'desvinculados'?: ({[key: string]: number | string | Long});
  'pending'?: (string)[];
  'aviso'?: (string);
  '_aviso'?: "aviso";
}

export interface DeleteCouponResponse__Output {
  'coupon': (_pix_charges_v1_Coupon__Output | null);
  'unlinked_charges': (number);
  'desvinculados': ({[key: string]: number});
  'pending': (string)[];
  'aviso'?: (string);
  '_aviso'?: "aviso";
}
