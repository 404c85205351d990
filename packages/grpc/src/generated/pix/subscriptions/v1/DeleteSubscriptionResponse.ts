// Original file: proto/subscriptions/v1/subscriptions.proto

import type { Subscription as _pix_subscriptions_v1_Subscription, Subscription__Output as _pix_subscriptions_v1_Subscription__Output } from '../../../pix/subscriptions/v1/Subscription';
import type { Long } from '@grpc/proto-loader';

export interface DeleteSubscriptionResponse {
  'subscription'?: (_pix_subscriptions_v1_Subscription | null);
  'desvinculados'?: ({[key: string]: number | string | Long});
  'pending'?: (string)[];
  'aviso'?: (string);
  '_aviso'?: "aviso";
}

export interface DeleteSubscriptionResponse__Output {
  'subscription': (_pix_subscriptions_v1_Subscription__Output | null);
  'desvinculados': ({[key: string]: number});
  'pending': (string)[];
  'aviso'?: (string);
  '_aviso'?: "aviso";
}
