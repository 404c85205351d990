// Original file: proto/charges/v1/charges.proto

import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';
import type { Long } from '@grpc/proto-loader';

export interface AdvanceTestDueDateResponse {
  'charge'?: (_pix_charges_v1_Charge | null);
  'overdue'?: (number | string | Long);
  'expired'?: (number | string | Long);
}

export interface AdvanceTestDueDateResponse__Output {
  'charge': (_pix_charges_v1_Charge__Output | null);
  'overdue': (number);
  'expired': (number);
}
