// Original file: proto/checkout/v1/checkout.proto

import type { Long } from '@grpc/proto-loader';

export interface ReferenceCount {
  'count'?: (number | string | Long);
}

export interface ReferenceCount__Output {
  'count': (number);
}
