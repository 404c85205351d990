// Original file: proto/charges/v1/charges.proto


export interface EndToEndIdRequest {
  'end_to_end_id'?: (string);
}

export interface EndToEndIdRequest__Output {
  'end_to_end_id': (string);
}
