// Original file: proto/identity/v1/identity.proto


export interface AuditActor {
  'type'?: (string);
  'id'?: (string);
}

export interface AuditActor__Output {
  'type': (string);
  'id': (string);
}
