// Original file: proto/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface ListStoreEventsRequest {
  'after_seq'?: (number | string | Long);
  'limit'?: (number);
  '_after_seq'?: "after_seq";
}

export interface ListStoreEventsRequest__Output {
  'after_seq'?: (number);
  'limit': (number);
  '_after_seq'?: "after_seq";
}
