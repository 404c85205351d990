// Original file: proto/charges/v1/charges.proto

import type { InfractionMessage as _pix_charges_v1_InfractionMessage, InfractionMessage__Output as _pix_charges_v1_InfractionMessage__Output } from '../../../pix/charges/v1/InfractionMessage';

export interface ListInfractionsResponse {
  'infractions'?: (_pix_charges_v1_InfractionMessage)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}

export interface ListInfractionsResponse__Output {
  'infractions': (_pix_charges_v1_InfractionMessage__Output)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}
