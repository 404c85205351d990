// Original file: proto/identity/v1/identity.proto


export interface InviteMembersRequest {
  'emails'?: (string)[];
  'role'?: (string);
  '_role'?: "role";
}

export interface InviteMembersRequest__Output {
  'emails': (string)[];
  'role'?: (string);
  '_role'?: "role";
}
