// Original file: proto/charges/v1/statement.proto

import type { StatementTypeTotal as _pix_charges_v1_StatementTypeTotal, StatementTypeTotal__Output as _pix_charges_v1_StatementTypeTotal__Output } from '../../../pix/charges/v1/StatementTypeTotal';
import type { Long } from '@grpc/proto-loader';

export interface StatementTotalsResponse {
  'from'?: (string);
  'to'?: (string);
  'opening_balance_cents'?: (number | string | Long);
  'credits_cents'?: (number | string | Long);
  'debits_cents'?: (number | string | Long);
  'closing_balance_cents'?: (number | string | Long);
  'blocked_cents'?: (number | string | Long);
  'in_withdrawal_cents'?: (number | string | Long);
  'refunding_cents'?: (number | string | Long);
  'count'?: (number | string | Long);
  'by_type'?: (_pix_charges_v1_StatementTypeTotal)[];
}

export interface StatementTotalsResponse__Output {
  'from': (string);
  'to': (string);
  'opening_balance_cents': (number);
  'credits_cents': (number);
  'debits_cents': (number);
  'closing_balance_cents': (number);
  'blocked_cents': (number);
  'in_withdrawal_cents': (number);
  'refunding_cents': (number);
  'count': (number);
  'by_type': (_pix_charges_v1_StatementTypeTotal__Output)[];
}
