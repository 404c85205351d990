// Original file: proto/subscriptions/v1/subscriptions.proto

import type { CycleEvent as _pix_subscriptions_v1_CycleEvent, CycleEvent__Output as _pix_subscriptions_v1_CycleEvent__Output } from '../../../pix/subscriptions/v1/CycleEvent';

export interface CycleEventList {
  'data'?: (_pix_subscriptions_v1_CycleEvent)[];
}

export interface CycleEventList__Output {
  'data': (_pix_subscriptions_v1_CycleEvent__Output)[];
}
