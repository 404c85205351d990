// Original file: proto/charges/v1/charges.proto

import type { BatchFieldProblem as _pix_charges_v1_BatchFieldProblem, BatchFieldProblem__Output as _pix_charges_v1_BatchFieldProblem__Output } from '../../../pix/charges/v1/BatchFieldProblem';

export interface BatchItemProblem {
  'codigo'?: (string);
  'mensagem'?: (string);
  'erros'?: (_pix_charges_v1_BatchFieldProblem)[];
}

export interface BatchItemProblem__Output {
  'codigo': (string);
  'mensagem': (string);
  'erros': (_pix_charges_v1_BatchFieldProblem__Output)[];
}
