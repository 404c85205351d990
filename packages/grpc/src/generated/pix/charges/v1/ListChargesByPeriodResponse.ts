// Original file: proto/charges/v1/lists.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';

export interface ListChargesByPeriodResponse {
  'charges'?: (_pix_charges_v1_Charge)[];
  'total'?: (number);
}

export interface ListChargesByPeriodResponse__Output {
  'charges': (_pix_charges_v1_Charge__Output)[];
  'total': (number);
}
