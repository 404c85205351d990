// Original file: proto/charges/v1/charges.proto

import type { Refund as _pix_charges_v1_Refund, Refund__Output as _pix_charges_v1_Refund__Output } from '../../../pix/charges/v1/Refund';

export interface RefundResponse {
  'refund'?: (_pix_charges_v1_Refund | null);
  'replayed'?: (boolean);
}

export interface RefundResponse__Output {
  'refund': (_pix_charges_v1_Refund__Output | null);
  'replayed': (boolean);
}
