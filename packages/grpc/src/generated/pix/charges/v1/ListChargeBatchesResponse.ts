// Original file: proto/charges/v1/charges.proto

import type { ChargeBatch as _pix_charges_v1_ChargeBatch, ChargeBatch__Output as _pix_charges_v1_ChargeBatch__Output } from '../../../pix/charges/v1/ChargeBatch';

export interface ListChargeBatchesResponse {
  'batches'?: (_pix_charges_v1_ChargeBatch)[];
}

export interface ListChargeBatchesResponse__Output {
  'batches': (_pix_charges_v1_ChargeBatch__Output)[];
}
