// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface AmountOfDay {
  'data'?: (string);
  'original_cents'?: (number | string | Long);
  'multa_cents'?: (number | string | Long);
  'juros_cents'?: (number | string | Long);
  'abatimento_cents'?: (number | string | Long);
  'desconto_cents'?: (number | string | Long);
  'final_cents'?: (number | string | Long);
}

export interface AmountOfDay__Output {
  'data': (string);
  'original_cents': (number);
  'multa_cents': (number);
  'juros_cents': (number);
  'abatimento_cents': (number);
  'desconto_cents': (number);
  'final_cents': (number);
}
