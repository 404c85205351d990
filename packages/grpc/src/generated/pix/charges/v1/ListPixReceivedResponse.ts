// Original file: proto/charges/v1/lists.proto

import type { ReceivedPix as _pix_charges_v1_ReceivedPix, ReceivedPix__Output as _pix_charges_v1_ReceivedPix__Output } from '../../../pix/charges/v1/ReceivedPix';

export interface ListPixReceivedResponse {
  'pix'?: (_pix_charges_v1_ReceivedPix)[];
  'total'?: (number);
}

export interface ListPixReceivedResponse__Output {
  'pix': (_pix_charges_v1_ReceivedPix__Output)[];
  'total': (number);
}
