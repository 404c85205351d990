// Original file: proto/subscriptions/v1/subscriptions.proto

import type { Subscription as _pix_subscriptions_v1_Subscription, Subscription__Output as _pix_subscriptions_v1_Subscription__Output } from '../../../pix/subscriptions/v1/Subscription';

export interface ListSubscriptionsResponse {
  'subscriptions'?: (_pix_subscriptions_v1_Subscription)[];
  'truncated'?: (boolean);
  'limit'?: (number);
}

export interface ListSubscriptionsResponse__Output {
  'subscriptions': (_pix_subscriptions_v1_Subscription__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
