// Original file: proto/charges/v1/charges.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';

export interface PendingSubscriptionChargeResponse {
  'charge'?: (_pix_charges_v1_Charge | null);
  '_charge'?: "charge";
}

export interface PendingSubscriptionChargeResponse__Output {
  'charge'?: (_pix_charges_v1_Charge__Output | null);
  '_charge'?: "charge";
}
