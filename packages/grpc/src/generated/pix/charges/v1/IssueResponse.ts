// Original file: proto/charges/v1/charges.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';

export interface IssueResponse {
  'charge'?: (_pix_charges_v1_Charge | null);
  'replayed'?: (boolean);
}

export interface IssueResponse__Output {
  'charge': (_pix_charges_v1_Charge__Output | null);
  'replayed': (boolean);
}
