// Original file: proto/identity/v1/identity.proto


export interface AccessTokenKey {
  'jwk'?: (string);
  'algorithm'?: (string);
  'issuer'?: (string);
  'audience'?: (string);
}

export interface AccessTokenKey__Output {
  'jwk': (string);
  'algorithm': (string);
  'issuer': (string);
  'audience': (string);
}
