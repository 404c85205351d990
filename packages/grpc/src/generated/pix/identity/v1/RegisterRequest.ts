// Original file: proto/identity/v1/identity.proto


export interface RegisterRequest {
  'name'?: (string);
  'email'?: (string);
  'password'?: (string);
}

export interface RegisterRequest__Output {
  'name': (string);
  'email': (string);
  'password': (string);
}
