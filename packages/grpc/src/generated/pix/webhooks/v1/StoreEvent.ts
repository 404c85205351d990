// Original file: proto/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface StoreEvent {
  'seq'?: (number | string | Long);
  'id'?: (string);
  'event'?: (string);
  'body'?: (string);
  'created_at'?: (string);
}

export interface StoreEvent__Output {
  'seq': (number);
  'id': (string);
  'event': (string);
  'body': (string);
  'created_at': (string);
}
