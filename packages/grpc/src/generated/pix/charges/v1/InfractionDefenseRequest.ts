// Original file: proto/charges/v1/charges.proto

import type { DefenseFileMessage as _pix_charges_v1_DefenseFileMessage, DefenseFileMessage__Output as _pix_charges_v1_DefenseFileMessage__Output } from '../../../pix/charges/v1/DefenseFileMessage';

export interface InfractionDefenseRequest {
  'id'?: (string);
  'text'?: (string);
  'files'?: (_pix_charges_v1_DefenseFileMessage)[];
}

export interface InfractionDefenseRequest__Output {
  'id': (string);
  'text': (string);
  'files': (_pix_charges_v1_DefenseFileMessage__Output)[];
}
