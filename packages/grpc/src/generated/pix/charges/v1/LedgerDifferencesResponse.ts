// Original file: proto/charges/v1/charges.proto

import type { LedgerDifference as _pix_charges_v1_LedgerDifference, LedgerDifference__Output as _pix_charges_v1_LedgerDifference__Output } from '../../../pix/charges/v1/LedgerDifference';
import type { LedgerReconciliationRun as _pix_charges_v1_LedgerReconciliationRun, LedgerReconciliationRun__Output as _pix_charges_v1_LedgerReconciliationRun__Output } from '../../../pix/charges/v1/LedgerReconciliationRun';

export interface LedgerDifferencesResponse {
  'differences'?: (_pix_charges_v1_LedgerDifference)[];
  'truncated'?: (boolean);
  'limit'?: (number);
  'last_run'?: (_pix_charges_v1_LedgerReconciliationRun | null);
  '_last_run'?: "last_run";
}

export interface LedgerDifferencesResponse__Output {
  'differences': (_pix_charges_v1_LedgerDifference__Output)[];
  'truncated': (boolean);
  'limit': (number);
  'last_run'?: (_pix_charges_v1_LedgerReconciliationRun__Output | null);
  '_last_run'?: "last_run";
}
