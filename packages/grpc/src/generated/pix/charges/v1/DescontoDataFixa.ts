// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface DescontoDataFixa {
  'data'?: (string);
  'valor_perc'?: (number | string | Long);
}

export interface DescontoDataFixa__Output {
  'data': (string);
  'valor_perc': (number);
}
