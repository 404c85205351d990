// Original file: proto/identity/v1/identity.proto


export interface StoreProfile {
  'store_id'?: (string);
  'name'?: (string);
  'document'?: (string);
  'email'?: (string);
  'notify_payment_email'?: (boolean);
  'receipt_email'?: (boolean);
  'production_status'?: (string);
  'production_requested_at'?: (string);
  'production_reviewed_at'?: (string);
  'production_reject_reason'?: (string);
  '_document'?: "document";
  '_production_requested_at'?: "production_requested_at";
  '_production_reviewed_at'?: "production_reviewed_at";
  '_production_reject_reason'?: "production_reject_reason";
}

export interface StoreProfile__Output {
  'store_id': (string);
  'name': (string);
  'document'?: (string);
  'email': (string);
  'notify_payment_email': (boolean);
  'receipt_email': (boolean);
  'production_status': (string);
  'production_requested_at'?: (string);
  'production_reviewed_at'?: (string);
  'production_reject_reason'?: (string);
  '_document'?: "document";
  '_production_requested_at'?: "production_requested_at";
  '_production_reviewed_at'?: "production_reviewed_at";
  '_production_reject_reason'?: "production_reject_reason";
}
