// Original file: proto/subscriptions/v1/subscriptions.proto


export interface Authorization {
  'id'?: (string);
  'status'?: (string);
  'journey'?: (string);
  'pix_code'?: (string);
  'qr_code_url'?: (string);
  'expires_at'?: (string);
  'retry_policy'?: (string);
  'checkout_url'?: (string);
  'end_date'?: (string);
  'contract'?: (string);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_expires_at'?: "expires_at";
  '_checkout_url'?: "checkout_url";
  '_end_date'?: "end_date";
}

export interface Authorization__Output {
  'id': (string);
  'status': (string);
  'journey': (string);
  'pix_code'?: (string);
  'qr_code_url'?: (string);
  'expires_at'?: (string);
  'retry_policy': (string);
  'checkout_url'?: (string);
  'end_date'?: (string);
  'contract': (string);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_expires_at'?: "expires_at";
  '_checkout_url'?: "checkout_url";
  '_end_date'?: "end_date";
}
