// Original file: proto/identity/v1/identity.proto


export interface TokensResponse {
  'access_token'?: (string);
  'refresh_token'?: (string);
  'environment'?: (string);
}

export interface TokensResponse__Output {
  'access_token': (string);
  'refresh_token': (string);
  'environment': (string);
}
