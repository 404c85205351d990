// Original file: proto/identity/v1/identity.proto


export interface CreateApiKeyRequest {
  'name'?: (string);
  'environment'?: (string);
  'permissoes'?: (string)[];
}

export interface CreateApiKeyRequest__Output {
  'name': (string);
  'environment': (string);
  'permissoes': (string)[];
}
