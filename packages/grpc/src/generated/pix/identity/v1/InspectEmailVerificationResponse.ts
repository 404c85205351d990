// Original file: proto/identity/v1/identity.proto


export interface InspectEmailVerificationResponse {
  'email'?: (string);
}

export interface InspectEmailVerificationResponse__Output {
  'email': (string);
}
