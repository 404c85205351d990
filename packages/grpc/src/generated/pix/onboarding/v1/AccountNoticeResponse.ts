// Original file: proto/onboarding/v1/onboarding.proto


export interface AccountNoticeResponse {
  'outcome'?: (string);
}

export interface AccountNoticeResponse__Output {
  'outcome': (string);
}
