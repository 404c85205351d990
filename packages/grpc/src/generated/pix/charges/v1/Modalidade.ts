// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface Modalidade {
  'modalidade'?: (number);
  'valor_perc'?: (number | string | Long);
}

export interface Modalidade__Output {
  'modalidade': (number);
  'valor_perc': (number);
}
