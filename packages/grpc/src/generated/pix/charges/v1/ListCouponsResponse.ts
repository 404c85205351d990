// Original file: proto/charges/v1/charges.proto

import type { Coupon as _pix_charges_v1_Coupon, Coupon__Output as _pix_charges_v1_Coupon__Output } from '../../../pix/charges/v1/Coupon';

export interface ListCouponsResponse {
  'coupons'?: (_pix_charges_v1_Coupon)[];
  'truncated'?: (boolean);
  'limit'?: (number);
}

export interface ListCouponsResponse__Output {
  'coupons': (_pix_charges_v1_Coupon__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
