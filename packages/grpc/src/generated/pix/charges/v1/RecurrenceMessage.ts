// Original file: proto/charges/v1/charges.proto


export interface RecurrenceMessage {
  'id'?: (string);
  'journey'?: (string);
  'status'?: (string);
  'expires_at'?: (string);
  'pix_code'?: (string);
  'qr_code_url'?: (string);
  'cancelled_by'?: (string);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_cancelled_by'?: "cancelled_by";
}

export interface RecurrenceMessage__Output {
  'id': (string);
  'journey': (string);
  'status': (string);
  'expires_at': (string);
  'pix_code'?: (string);
  'qr_code_url'?: (string);
  'cancelled_by'?: (string);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_cancelled_by'?: "cancelled_by";
}
