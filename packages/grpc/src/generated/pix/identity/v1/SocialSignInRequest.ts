// Original file: proto/identity/v1/identity.proto


export interface SocialSignInRequest {
  'idp_jwt'?: (string);
}

export interface SocialSignInRequest__Output {
  'idp_jwt': (string);
}
