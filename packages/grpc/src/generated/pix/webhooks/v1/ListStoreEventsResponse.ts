// Original file: proto/webhooks/v1/webhooks.proto

import type { StoreEvent as _pix_webhooks_v1_StoreEvent, StoreEvent__Output as _pix_webhooks_v1_StoreEvent__Output } from '../../../pix/webhooks/v1/StoreEvent';
import type { Long } from '@grpc/proto-loader';

export interface ListStoreEventsResponse {
  'events'?: (_pix_webhooks_v1_StoreEvent)[];
  'last_seq'?: (number | string | Long);
}

export interface ListStoreEventsResponse__Output {
  'events': (_pix_webhooks_v1_StoreEvent__Output)[];
  'last_seq': (number);
}
