// Original file: proto/identity/v1/identity.proto


export interface ListAuditRequest {
  'action'?: (string);
  'actor_id'?: (string);
  'target_id'?: (string);
  'from'?: (string);
  'to'?: (string);
  'limit'?: (number);
  'cursor'?: (string);
  'environment'?: (string);
  '_action'?: "action";
  '_actor_id'?: "actor_id";
  '_target_id'?: "target_id";
  '_from'?: "from";
  '_to'?: "to";
  '_cursor'?: "cursor";
  '_environment'?: "environment";
}

export interface ListAuditRequest__Output {
  'action'?: (string);
  'actor_id'?: (string);
  'target_id'?: (string);
  'from'?: (string);
  'to'?: (string);
  'limit': (number);
  'cursor'?: (string);
  'environment'?: (string);
  '_action'?: "action";
  '_actor_id'?: "actor_id";
  '_target_id'?: "target_id";
  '_from'?: "from";
  '_to'?: "to";
  '_cursor'?: "cursor";
  '_environment'?: "environment";
}
