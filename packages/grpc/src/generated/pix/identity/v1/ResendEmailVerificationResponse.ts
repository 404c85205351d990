// Original file: proto/identity/v1/identity.proto


export interface ResendEmailVerificationResponse {
  'sent'?: (boolean);
}

export interface ResendEmailVerificationResponse__Output {
  'sent': (boolean);
}
