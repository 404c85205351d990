// Original file: proto/identity/v1/identity.proto

import type { AuditActor as _pix_identity_v1_AuditActor, AuditActor__Output as _pix_identity_v1_AuditActor__Output } from '../../../pix/identity/v1/AuditActor';
import type { AuditTarget as _pix_identity_v1_AuditTarget, AuditTarget__Output as _pix_identity_v1_AuditTarget__Output } from '../../../pix/identity/v1/AuditTarget';

export interface AuditEntry {
  'id'?: (string);
  'action'?: (string);
  'actor'?: (_pix_identity_v1_AuditActor | null);
  'target'?: (_pix_identity_v1_AuditTarget | null);
  'environment'?: (string);
  'request_id'?: (string);
  'created_at'?: (string);
  'summary_json'?: (string);
  '_request_id'?: "request_id";
}

export interface AuditEntry__Output {
  'id': (string);
  'action': (string);
  'actor': (_pix_identity_v1_AuditActor__Output | null);
  'target': (_pix_identity_v1_AuditTarget__Output | null);
  'environment': (string);
  'request_id'?: (string);
  'created_at': (string);
  'summary_json': (string);
  '_request_id'?: "request_id";
}
