// Original file: proto/identity/v1/identity.proto


export interface AuditTarget {
  'type'?: (string);
  'id'?: (string);
  '_id'?: "id";
}

export interface AuditTarget__Output {
  'type': (string);
  'id'?: (string);
  '_id'?: "id";
}
