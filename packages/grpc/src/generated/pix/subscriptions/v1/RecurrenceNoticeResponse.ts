// Original file: proto/subscriptions/v1/subscriptions.proto


export interface RecurrenceNoticeResponse {
  'outcome'?: (string);
}

export interface RecurrenceNoticeResponse__Output {
  'outcome': (string);
}
