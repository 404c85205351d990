// Original file: proto/identity/v1/identity.proto

import type { ApiKey as _pix_identity_v1_ApiKey, ApiKey__Output as _pix_identity_v1_ApiKey__Output } from '../../../pix/identity/v1/ApiKey';
import type { Long } from '@grpc/proto-loader';

export interface ListApiKeysResponse {
  'api_keys'?: (_pix_identity_v1_ApiKey)[];
  'truncated'?: (boolean);
  'limit'?: (number | string | Long);
}

export interface ListApiKeysResponse__Output {
  'api_keys': (_pix_identity_v1_ApiKey__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
