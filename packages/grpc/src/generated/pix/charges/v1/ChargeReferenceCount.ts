// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface ChargeReferenceCount {
  'count'?: (number | string | Long);
}

export interface ChargeReferenceCount__Output {
  'count': (number);
}
