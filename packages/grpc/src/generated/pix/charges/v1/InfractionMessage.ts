// Original file: proto/charges/v1/charges.proto

import type { DefenseFileMessage as _pix_charges_v1_DefenseFileMessage, DefenseFileMessage__Output as _pix_charges_v1_DefenseFileMessage__Output } from '../../../pix/charges/v1/DefenseFileMessage';
import type { Long } from '@grpc/proto-loader';

export interface InfractionMessage {
  'id'?: (string);
  'txid'?: (string);
  'end_to_end_id'?: (string);
  'amount_cents'?: (number | string | Long);
  'status'?: (string);
  'reason'?: (string);
  'defense_due_at'?: (string);
  'created_at'?: (string);
  'closed_at'?: (string);
  'outcome'?: (string);
  'debt_cents'?: (number | string | Long);
  'defense_text'?: (string);
  'defense_files'?: (_pix_charges_v1_DefenseFileMessage)[];
  'defense_sent_at'?: (string);
  'refund_id'?: (string);
  'details'?: (string);
  'blocked_cents'?: (number | string | Long);
  '_closed_at'?: "closed_at";
  '_outcome'?: "outcome";
  '_defense_text'?: "defense_text";
  '_defense_sent_at'?: "defense_sent_at";
  '_refund_id'?: "refund_id";
  '_details'?: "details";
}

export interface InfractionMessage__Output {
  'id': (string);
  'txid': (string);
  'end_to_end_id': (string);
  'amount_cents': (number);
  'status': (string);
  'reason': (string);
  'defense_due_at': (string);
  'created_at': (string);
  'closed_at'?: (string);
  'outcome'?: (string);
  'debt_cents': (number);
  'defense_text'?: (string);
  'defense_files': (_pix_charges_v1_DefenseFileMessage__Output)[];
  'defense_sent_at'?: (string);
  'refund_id'?: (string);
  'details'?: (string);
  'blocked_cents': (number);
  '_closed_at'?: "closed_at";
  '_outcome'?: "outcome";
  '_defense_text'?: "defense_text";
  '_defense_sent_at'?: "defense_sent_at";
  '_refund_id'?: "refund_id";
  '_details'?: "details";
}
