// Original file: proto/charges/v1/statement.proto

import type { Long } from '@grpc/proto-loader';

export interface StatementTypeTotal {
  'type'?: (string);
  'type_label'?: (string);
  'count'?: (number | string | Long);
  'amount_cents'?: (number | string | Long);
  'blocked_cents'?: (number | string | Long);
  'in_withdrawal_cents'?: (number | string | Long);
  'refunding_cents'?: (number | string | Long);
}

export interface StatementTypeTotal__Output {
  'type': (string);
  'type_label': (string);
  'count': (number);
  'amount_cents': (number);
  'blocked_cents': (number);
  'in_withdrawal_cents': (number);
  'refunding_cents': (number);
}
