// Original file: proto/identity/v1/identity.proto

import type { User as _pix_identity_v1_User, User__Output as _pix_identity_v1_User__Output } from '../../../pix/identity/v1/User';

export interface AuthenticateResponse {
  'user_id'?: (string);
  'store_id'?: (string);
  'role'?: (string);
  'environment'?: (string);
  'is_admin'?: (boolean);
  'credential'?: (string);
  'production_approved'?: (boolean);
  'session_id'?: (string);
  'api_key_id'?: (string);
  'account'?: (_pix_identity_v1_User | null);
  'scopes'?: (string)[];
  '_session_id'?: "session_id";
  '_api_key_id'?: "api_key_id";
  '_account'?: "account";
}

export interface AuthenticateResponse__Output {
  'user_id': (string);
  'store_id': (string);
  'role': (string);
  'environment': (string);
  'is_admin': (boolean);
  'credential': (string);
  'production_approved': (boolean);
  'session_id'?: (string);
  'api_key_id'?: (string);
  'account'?: (_pix_identity_v1_User__Output | null);
  'scopes': (string)[];
  '_session_id'?: "session_id";
  '_api_key_id'?: "api_key_id";
  '_account'?: "account";
}
