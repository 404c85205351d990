// Original file: proto/onboarding/v1/onboarding.proto


export interface AccountNoticeRequest {
  'token'?: (string);
  'body_bytes'?: (Buffer | Uint8Array | string);
}

export interface AccountNoticeRequest__Output {
  'token': (string);
  'body_bytes': (Buffer);
}
