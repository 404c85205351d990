// Original file: proto/charges/v1/charges.proto


export interface QrCodeRequest {
  'text'?: (string);
}

export interface QrCodeRequest__Output {
  'text': (string);
}
