// Original file: proto/charges/v1/charges.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';

export interface SubscriptionChargeByTxidResponse {
  'status'?: (string);
  'charge'?: (_pix_charges_v1_Charge | null);
  '_status'?: "status";
  '_charge'?: "charge";
}

export interface SubscriptionChargeByTxidResponse__Output {
  'status'?: (string);
  'charge'?: (_pix_charges_v1_Charge__Output | null);
  '_status'?: "status";
  '_charge'?: "charge";
}
