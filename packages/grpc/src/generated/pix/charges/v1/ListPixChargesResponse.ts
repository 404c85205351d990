// Original file: proto/charges/v1/charges.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';
import type { Long } from '@grpc/proto-loader';

export interface ListPixChargesResponse {
  'charges'?: (_pix_charges_v1_Charge)[];
  'truncated'?: (boolean);
  'limit'?: (number | string | Long);
  'charges_json'?: (Buffer | Uint8Array | string);
}

export interface ListPixChargesResponse__Output {
  'charges': (_pix_charges_v1_Charge__Output)[];
  'truncated': (boolean);
  'limit': (number);
  'charges_json': (Buffer);
}
