// Original file: proto/identity/v1/identity.proto


export interface RevokeApiKeyRequest {
  'id'?: (string);
}

export interface RevokeApiKeyRequest__Output {
  'id': (string);
}
