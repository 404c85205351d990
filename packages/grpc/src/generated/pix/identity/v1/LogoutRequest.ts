// Original file: proto/identity/v1/identity.proto


export interface LogoutRequest {
  'refresh_token'?: (string);
}

export interface LogoutRequest__Output {
  'refresh_token': (string);
}
