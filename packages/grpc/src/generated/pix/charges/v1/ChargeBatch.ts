// Original file: proto/charges/v1/charges.proto

import type { ChargeBatchItem as _pix_charges_v1_ChargeBatchItem, ChargeBatchItem__Output as _pix_charges_v1_ChargeBatchItem__Output } from '../../../pix/charges/v1/ChargeBatchItem';

export interface ChargeBatch {
  'id'?: (string);
  'descricao'?: (string);
  'status'?: (string);
  'total'?: (number);
  'criadas'?: (number);
  'negadas'?: (number);
  'created_at'?: (string);
  'itens'?: (_pix_charges_v1_ChargeBatchItem)[];
  'replayed'?: (boolean);
  'external_id'?: (string);
  '_external_id'?: "external_id";
}

export interface ChargeBatch__Output {
  'id': (string);
  'descricao': (string);
  'status': (string);
  'total': (number);
  'criadas': (number);
  'negadas': (number);
  'created_at': (string);
  'itens': (_pix_charges_v1_ChargeBatchItem__Output)[];
  'replayed': (boolean);
  'external_id'?: (string);
  '_external_id'?: "external_id";
}
