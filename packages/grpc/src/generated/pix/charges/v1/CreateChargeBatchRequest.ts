// Original file: proto/charges/v1/charges.proto

import type { ChargeBatchItemRequest as _pix_charges_v1_ChargeBatchItemRequest, ChargeBatchItemRequest__Output as _pix_charges_v1_ChargeBatchItemRequest__Output } from '../../../pix/charges/v1/ChargeBatchItemRequest';
import type { Idempotency as _pix_charges_v1_Idempotency, Idempotency__Output as _pix_charges_v1_Idempotency__Output } from '../../../pix/charges/v1/Idempotency';

export interface CreateChargeBatchRequest {
  'descricao'?: (string);
  'cobrancas'?: (_pix_charges_v1_ChargeBatchItemRequest)[];
  'idempotency'?: (_pix_charges_v1_Idempotency | null);
  'external_id'?: (string);
  '_idempotency'?: "idempotency";
  '_external_id'?: "external_id";
}

export interface CreateChargeBatchRequest__Output {
  'descricao': (string);
  'cobrancas': (_pix_charges_v1_ChargeBatchItemRequest__Output)[];
  'idempotency'?: (_pix_charges_v1_Idempotency__Output | null);
  'external_id'?: (string);
  '_idempotency'?: "idempotency";
  '_external_id'?: "external_id";
}
