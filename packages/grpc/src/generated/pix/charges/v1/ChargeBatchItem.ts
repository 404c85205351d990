// Original file: proto/charges/v1/charges.proto

import type { BatchItemProblem as _pix_charges_v1_BatchItemProblem, BatchItemProblem__Output as _pix_charges_v1_BatchItemProblem__Output } from '../../../pix/charges/v1/BatchItemProblem';

export interface ChargeBatchItem {
  'indice'?: (number);
  'txid'?: (string);
  'status'?: (string);
  'problema'?: (_pix_charges_v1_BatchItemProblem | null);
  '_txid'?: "txid";
  '_problema'?: "problema";
}

export interface ChargeBatchItem__Output {
  'indice': (number);
  'txid'?: (string);
  'status': (string);
  'problema'?: (_pix_charges_v1_BatchItemProblem__Output | null);
  '_txid'?: "txid";
  '_problema'?: "problema";
}
