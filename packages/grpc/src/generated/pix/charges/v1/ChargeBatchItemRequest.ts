// Original file: proto/charges/v1/charges.proto

import type { IssuePixRequest as _pix_charges_v1_IssuePixRequest, IssuePixRequest__Output as _pix_charges_v1_IssuePixRequest__Output } from '../../../pix/charges/v1/IssuePixRequest';
import type { BatchItemProblem as _pix_charges_v1_BatchItemProblem, BatchItemProblem__Output as _pix_charges_v1_BatchItemProblem__Output } from '../../../pix/charges/v1/BatchItemProblem';

export interface ChargeBatchItemRequest {
  'cobranca'?: (_pix_charges_v1_IssuePixRequest | null);
  'problema'?: (_pix_charges_v1_BatchItemProblem | null);
  'txid'?: (string);
  '_cobranca'?: "cobranca";
  '_problema'?: "problema";
  '_txid'?: "txid";
}

export interface ChargeBatchItemRequest__Output {
  'cobranca'?: (_pix_charges_v1_IssuePixRequest__Output | null);
  'problema'?: (_pix_charges_v1_BatchItemProblem__Output | null);
  'txid'?: (string);
  '_cobranca'?: "cobranca";
  '_problema'?: "problema";
  '_txid'?: "txid";
}
