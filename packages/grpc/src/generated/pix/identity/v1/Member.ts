// Original file: proto/identity/v1/identity.proto


export interface Member {
  'id'?: (string);
  'email'?: (string);
  'role'?: (string);
  'status'?: (string);
  'created_at'?: (string);
}

export interface Member__Output {
  'id': (string);
  'email': (string);
  'role': (string);
  'status': (string);
  'created_at': (string);
}
