// Original file: proto/charges/v1/charges.proto


export interface Idempotency {
  'key'?: (string);
  'request_hash'?: (string);
}

export interface Idempotency__Output {
  'key': (string);
  'request_hash': (string);
}
