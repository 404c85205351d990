// Original file: proto/identity/v1/identity.proto


export interface UpdateMemberRequest {
  'id'?: (string);
  'role'?: (string);
}

export interface UpdateMemberRequest__Output {
  'id': (string);
  'role': (string);
}
