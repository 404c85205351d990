// Original file: proto/charges/v1/charges.proto

import type { DueDateTerms as _pix_charges_v1_DueDateTerms, DueDateTerms__Output as _pix_charges_v1_DueDateTerms__Output } from '../../../pix/charges/v1/DueDateTerms';
import type { Long } from '@grpc/proto-loader';

export interface SimulateAmountOfDayRequest {
  'amount_cents'?: (number | string | Long);
  'vencimento'?: (_pix_charges_v1_DueDateTerms | null);
  'datas'?: (string)[];
}

export interface SimulateAmountOfDayRequest__Output {
  'amount_cents': (number);
  'vencimento': (_pix_charges_v1_DueDateTerms__Output | null);
  'datas': (string)[];
}
