// Original file: proto/subscriptions/v1/subscriptions.proto


export interface AuthorizationIdRequest {
  'authorization_id'?: (string);
}

export interface AuthorizationIdRequest__Output {
  'authorization_id': (string);
}
