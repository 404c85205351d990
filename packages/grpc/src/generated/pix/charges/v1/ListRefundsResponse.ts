// Original file: proto/charges/v1/charges.proto

import type { Refund as _pix_charges_v1_Refund, Refund__Output as _pix_charges_v1_Refund__Output } from '../../../pix/charges/v1/Refund';

export interface ListRefundsResponse {
  'refunds'?: (_pix_charges_v1_Refund)[];
}

export interface ListRefundsResponse__Output {
  'refunds': (_pix_charges_v1_Refund__Output)[];
}
