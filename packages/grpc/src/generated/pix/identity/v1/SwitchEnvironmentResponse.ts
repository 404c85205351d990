// Original file: proto/identity/v1/identity.proto

import type { User as _pix_identity_v1_User, User__Output as _pix_identity_v1_User__Output } from '../../../pix/identity/v1/User';

export interface SwitchEnvironmentResponse {
  'environment'?: (string);
  'access_token'?: (string);
  'user'?: (_pix_identity_v1_User | null);
}

export interface SwitchEnvironmentResponse__Output {
  'environment': (string);
  'access_token': (string);
  'user': (_pix_identity_v1_User__Output | null);
}
