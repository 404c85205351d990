// Original file: proto/identity/v1/identity.proto


export interface ApiKey {
  'id'?: (string);
  'name'?: (string);
  'environment'?: (string);
  'prefix'?: (string);
  'last_four'?: (string);
  'created_at'?: (string);
  'last_used_at'?: (string);
  'revoked_at'?: (string);
  'permissoes'?: (string)[];
  '_last_used_at'?: "last_used_at";
  '_revoked_at'?: "revoked_at";
}

export interface ApiKey__Output {
  'id': (string);
  'name': (string);
  'environment': (string);
  'prefix': (string);
  'last_four': (string);
  'created_at': (string);
  'last_used_at'?: (string);
  'revoked_at'?: (string);
  'permissoes': (string)[];
  '_last_used_at'?: "last_used_at";
  '_revoked_at'?: "revoked_at";
}
