// Original file: proto/identity/v1/identity.proto

import type { User as _pix_identity_v1_User, User__Output as _pix_identity_v1_User__Output } from '../../../pix/identity/v1/User';
import type { Long } from '@grpc/proto-loader';

export interface ListMerchantsResponse {
  'users'?: (_pix_identity_v1_User)[];
  'truncated'?: (boolean);
  'limit'?: (number | string | Long);
}

export interface ListMerchantsResponse__Output {
  'users': (_pix_identity_v1_User__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
