// Original file: proto/subscriptions/v1/subscriptions.proto

import type { Long } from '@grpc/proto-loader';

export interface ReferenceCount {
  'count'?: (number | string | Long);
}

export interface ReferenceCount__Output {
  'count': (number);
}
