// Original file: proto/subscriptions/v1/subscriptions.proto


export interface PublicAuthorizationRequest {
  'key'?: (string);
}

export interface PublicAuthorizationRequest__Output {
  'key': (string);
}
