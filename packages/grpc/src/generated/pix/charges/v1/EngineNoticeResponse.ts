// Original file: proto/charges/v1/charges.proto


export interface EngineNoticeResponse {
  'applied'?: (boolean);
  'outcome'?: (string);
}

export interface EngineNoticeResponse__Output {
  'applied': (boolean);
  'outcome': (string);
}
