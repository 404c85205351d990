// Original file: proto/subscriptions/v1/subscriptions.proto


export interface RecurrenceNoticeRequest {
  'token'?: (string);
  'body_bytes'?: (Buffer | Uint8Array | string);
}

export interface RecurrenceNoticeRequest__Output {
  'token': (string);
  'body_bytes': (Buffer);
}
