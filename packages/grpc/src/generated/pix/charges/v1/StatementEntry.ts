// Original file: proto/charges/v1/statement.proto

import type { ValueComponents as _pix_charges_v1_ValueComponents, ValueComponents__Output as _pix_charges_v1_ValueComponents__Output } from '../../../pix/charges/v1/ValueComponents';
import type { Long } from '@grpc/proto-loader';

export interface StatementEntry {
  'id'?: (string);
  'type'?: (string);
  'type_label'?: (string);
  'amount_cents'?: (number | string | Long);
  'balance_after_cents'?: (number | string | Long);
  'blocked_cents'?: (number | string | Long);
  'in_withdrawal_cents'?: (number | string | Long);
  'refunding_cents'?: (number | string | Long);
  'txid'?: (string);
  'charge_id'?: (string);
  'withdrawal_id'?: (string);
  'refund_id'?: (string);
  'end_to_end_id'?: (string);
  'created_at'?: (string);
  'occurred_at'?: (string);
  'description'?: (string);
  'payer_name'?: (string);
  'componentes_valor'?: (_pix_charges_v1_ValueComponents | null);
  '_txid'?: "txid";
  '_charge_id'?: "charge_id";
  '_withdrawal_id'?: "withdrawal_id";
  '_refund_id'?: "refund_id";
  '_end_to_end_id'?: "end_to_end_id";
  '_description'?: "description";
  '_payer_name'?: "payer_name";
  '_componentes_valor'?: "componentes_valor";
}

export interface StatementEntry__Output {
  'id': (string);
  'type': (string);
  'type_label': (string);
  'amount_cents': (number);
  'balance_after_cents': (number);
  'blocked_cents': (number);
  'in_withdrawal_cents': (number);
  'refunding_cents': (number);
  'txid'?: (string);
  'charge_id'?: (string);
  'withdrawal_id'?: (string);
  'refund_id'?: (string);
  'end_to_end_id'?: (string);
  'created_at': (string);
  'occurred_at': (string);
  'description'?: (string);
  'payer_name'?: (string);
  'componentes_valor'?: (_pix_charges_v1_ValueComponents__Output | null);
  '_txid'?: "txid";
  '_charge_id'?: "charge_id";
  '_withdrawal_id'?: "withdrawal_id";
  '_refund_id'?: "refund_id";
  '_end_to_end_id'?: "end_to_end_id";
  '_description'?: "description";
  '_payer_name'?: "payer_name";
  '_componentes_valor'?: "componentes_valor";
}
