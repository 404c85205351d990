// Original file: proto/charges/v1/charges.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';
import type { PixPayment as _pix_charges_v1_PixPayment, PixPayment__Output as _pix_charges_v1_PixPayment__Output } from '../../../pix/charges/v1/PixPayment';
import type { Refund as _pix_charges_v1_Refund, Refund__Output as _pix_charges_v1_Refund__Output } from '../../../pix/charges/v1/Refund';

export interface PixReceived {
  'charge'?: (_pix_charges_v1_Charge | null);
  'payment'?: (_pix_charges_v1_PixPayment | null);
  'refunds'?: (_pix_charges_v1_Refund)[];
}

export interface PixReceived__Output {
  'charge': (_pix_charges_v1_Charge__Output | null);
  'payment': (_pix_charges_v1_PixPayment__Output | null);
  'refunds': (_pix_charges_v1_Refund__Output)[];
}
