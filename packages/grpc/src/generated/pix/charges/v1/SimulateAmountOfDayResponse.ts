// Original file: proto/charges/v1/charges.proto

import type { AmountOfDay as _pix_charges_v1_AmountOfDay, AmountOfDay__Output as _pix_charges_v1_AmountOfDay__Output } from '../../../pix/charges/v1/AmountOfDay';

export interface SimulateAmountOfDayResponse {
  'amounts'?: (_pix_charges_v1_AmountOfDay)[];
}

export interface SimulateAmountOfDayResponse__Output {
  'amounts': (_pix_charges_v1_AmountOfDay__Output)[];
}
