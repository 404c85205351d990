// Original file: proto/charges/v1/lists.proto

import type { StatusSet as _pix_charges_v1_StatusSet, StatusSet__Output as _pix_charges_v1_StatusSet__Output } from '../../../pix/charges/v1/StatusSet';

export interface ListChargesByPeriodRequest {
  'from'?: (string);
  'to'?: (string);
  'with_due_date'?: (boolean);
  'customer_document'?: (string);
  'status'?: (_pix_charges_v1_StatusSet | null);
  'location_present'?: (boolean);
  'batch_external_id'?: (string);
  'page'?: (number);
  'page_size'?: (number);
  '_customer_document'?: "customer_document";
  '_location_present'?: "location_present";
  '_batch_external_id'?: "batch_external_id";
}

export interface ListChargesByPeriodRequest__Output {
  'from': (string);
  'to': (string);
  'with_due_date': (boolean);
  'customer_document'?: (string);
  'status': (_pix_charges_v1_StatusSet__Output | null);
  'location_present'?: (boolean);
  'batch_external_id'?: (string);
  'page': (number);
  'page_size': (number);
  '_customer_document'?: "customer_document";
  '_location_present'?: "location_present";
  '_batch_external_id'?: "batch_external_id";
}
