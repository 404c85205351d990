// Original file: proto/charges/v1/charges.proto


export interface EngineNoticeRequest {
  'token'?: (string);
  'body'?: (string);
  'body_bytes'?: (Buffer | Uint8Array | string);
}

export interface EngineNoticeRequest__Output {
  'token': (string);
  'body': (string);
  'body_bytes': (Buffer);
}
