// Original file: proto/identity/v1/identity.proto

import type { User as _pix_identity_v1_User, User__Output as _pix_identity_v1_User__Output } from '../../../pix/identity/v1/User';

export interface AuthResponse {
  'user'?: (_pix_identity_v1_User | null);
  'access_token'?: (string);
  'refresh_token'?: (string);
  'environment'?: (string);
  'created'?: (boolean);
}

export interface AuthResponse__Output {
  'user': (_pix_identity_v1_User__Output | null);
  'access_token': (string);
  'refresh_token': (string);
  'environment': (string);
  'created': (boolean);
}
