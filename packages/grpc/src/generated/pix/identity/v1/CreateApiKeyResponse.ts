// Original file: proto/identity/v1/identity.proto

import type { ApiKey as _pix_identity_v1_ApiKey, ApiKey__Output as _pix_identity_v1_ApiKey__Output } from '../../../pix/identity/v1/ApiKey';

export interface CreateApiKeyResponse {
  'api_key'?: (_pix_identity_v1_ApiKey | null);
  'key'?: (string);
}

export interface CreateApiKeyResponse__Output {
  'api_key': (_pix_identity_v1_ApiKey__Output | null);
  'key': (string);
}
