// Original file: proto/charges/v1/lists.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';
import type { PixPayment as _pix_charges_v1_PixPayment, PixPayment__Output as _pix_charges_v1_PixPayment__Output } from '../../../pix/charges/v1/PixPayment';

export interface ReceivedPix {
  'charge'?: (_pix_charges_v1_Charge | null);
  'payment'?: (_pix_charges_v1_PixPayment | null);
}

export interface ReceivedPix__Output {
  'charge': (_pix_charges_v1_Charge__Output | null);
  'payment': (_pix_charges_v1_PixPayment__Output | null);
}
