// Original file: proto/charges/v1/statement.proto

import type { StatementEntry as _pix_charges_v1_StatementEntry, StatementEntry__Output as _pix_charges_v1_StatementEntry__Output } from '../../../pix/charges/v1/StatementEntry';

export interface StatementPage {
  'entries'?: (_pix_charges_v1_StatementEntry)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}

export interface StatementPage__Output {
  'entries': (_pix_charges_v1_StatementEntry__Output)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}
