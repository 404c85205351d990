// Original file: proto/identity/v1/identity.proto

import type { AuditEntry as _pix_identity_v1_AuditEntry, AuditEntry__Output as _pix_identity_v1_AuditEntry__Output } from '../../../pix/identity/v1/AuditEntry';

export interface ListAuditResponse {
  'entries'?: (_pix_identity_v1_AuditEntry)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}

export interface ListAuditResponse__Output {
  'entries': (_pix_identity_v1_AuditEntry__Output)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}
