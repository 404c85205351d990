// Original file: proto/identity/v1/identity.proto


export interface AuditActor {
  'type'?: (string);
  'id'?: (string);
  'name'?: (string);
  '_name'?: "name";
}

export interface AuditActor__Output {
  'type': (string);
  'id': (string);
  'name'?: (string);
  '_name'?: "name";
}
