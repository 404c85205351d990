// Original file: proto/identity/v1/identity.proto

import type { Member as _pix_identity_v1_Member, Member__Output as _pix_identity_v1_Member__Output } from '../../../pix/identity/v1/Member';
import type { Long } from '@grpc/proto-loader';

export interface MembersResponse {
  'members'?: (_pix_identity_v1_Member)[];
  'truncated'?: (boolean);
  'limit'?: (number | string | Long);
}

export interface MembersResponse__Output {
  'members': (_pix_identity_v1_Member__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
