// Original file: proto/webhooks/v1/webhooks.proto


export interface WebhookDelivery {
  'id'?: (string);
  'endpoint_id'?: (string);
  'event'?: (string);
  'event_id'?: (string);
  'status'?: (string);
  'status_code'?: (number);
  'error'?: (string);
  'duration_ms'?: (number);
  'attempted_at'?: (string);
  'created_at'?: (string);
  'redelivery_of'?: (string);
  'attempt'?: (number);
  'retry_of'?: (string);
  'next_attempt_at'?: (string);
  '_status_code'?: "status_code";
  '_error'?: "error";
  '_duration_ms'?: "duration_ms";
  '_attempted_at'?: "attempted_at";
  '_redelivery_of'?: "redelivery_of";
  '_retry_of'?: "retry_of";
  '_next_attempt_at'?: "next_attempt_at";
}

export interface WebhookDelivery__Output {
  'id': (string);
  'endpoint_id': (string);
  'event': (string);
  'event_id': (string);
  'status': (string);
  'status_code'?: (number);
  'error'?: (string);
  'duration_ms'?: (number);
  'attempted_at'?: (string);
  'created_at': (string);
  'redelivery_of'?: (string);
  'attempt': (number);
  'retry_of'?: (string);
  'next_attempt_at'?: (string);
  '_status_code'?: "status_code";
  '_error'?: "error";
  '_duration_ms'?: "duration_ms";
  '_attempted_at'?: "attempted_at";
  '_redelivery_of'?: "redelivery_of";
  '_retry_of'?: "retry_of";
  '_next_attempt_at'?: "next_attempt_at";
}
