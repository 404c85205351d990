// Original file: proto/charges/v1/statement.proto

import type { Long } from '@grpc/proto-loader';

export interface ValueComponents {
  'original_cents'?: (number | string | Long);
  'multa_cents'?: (number | string | Long);
  'juros_cents'?: (number | string | Long);
  'abatimento_cents'?: (number | string | Long);
  'desconto_cents'?: (number | string | Long);
}

export interface ValueComponents__Output {
  'original_cents': (number);
  'multa_cents': (number);
  'juros_cents': (number);
  'abatimento_cents': (number);
  'desconto_cents': (number);
}
