// Original file: proto/subscriptions/v1/subscriptions.proto

import type { RecurringCycle as _pix_subscriptions_v1_RecurringCycle, RecurringCycle__Output as _pix_subscriptions_v1_RecurringCycle__Output } from '../../../pix/subscriptions/v1/RecurringCycle';

export interface RecurringCycleList {
  'cycles'?: (_pix_subscriptions_v1_RecurringCycle)[];
  'total'?: (number);
}

export interface RecurringCycleList__Output {
  'cycles': (_pix_subscriptions_v1_RecurringCycle__Output)[];
  'total': (number);
}
