// Original file: proto/charges/v1/charges.proto


export interface RecurrenceIdRequest {
  'id'?: (string);
}

export interface RecurrenceIdRequest__Output {
  'id': (string);
}
