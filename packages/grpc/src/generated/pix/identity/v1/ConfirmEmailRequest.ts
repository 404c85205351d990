// Original file: proto/identity/v1/identity.proto


export interface ConfirmEmailRequest {
  'token'?: (string);
  'password'?: (string);
}

export interface ConfirmEmailRequest__Output {
  'token': (string);
  'password': (string);
}
