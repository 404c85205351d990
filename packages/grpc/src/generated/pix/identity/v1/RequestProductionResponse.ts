// Original file: proto/identity/v1/identity.proto

import type { User as _pix_identity_v1_User, User__Output as _pix_identity_v1_User__Output } from '../../../pix/identity/v1/User';

export interface RequestProductionResponse {
  'user'?: (_pix_identity_v1_User | null);
  'missing'?: (string)[];
}

export interface RequestProductionResponse__Output {
  'user': (_pix_identity_v1_User__Output | null);
  'missing': (string)[];
}
