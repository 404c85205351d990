// Original file: proto/identity/v1/identity.proto


export interface RequestEmailVerificationRequest {
  'email'?: (string);
}

export interface RequestEmailVerificationRequest__Output {
  'email': (string);
}
