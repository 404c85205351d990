// Original file: proto/charges/v1/charges.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';
import type { Long } from '@grpc/proto-loader';

export interface ListLocationsResponse {
  'charges'?: (_pix_charges_v1_Charge)[];
  'total'?: (number | string | Long);
}

export interface ListLocationsResponse__Output {
  'charges': (_pix_charges_v1_Charge__Output)[];
  'total': (number);
}
