// Original file: proto/charges/v1/charges.proto


export interface QrCodeResponse {
  'data_url'?: (string);
}

export interface QrCodeResponse__Output {
  'data_url': (string);
}
