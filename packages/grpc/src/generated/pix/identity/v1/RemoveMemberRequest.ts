// Original file: proto/identity/v1/identity.proto


export interface RemoveMemberRequest {
  'id'?: (string);
}

export interface RemoveMemberRequest__Output {
  'id': (string);
}
