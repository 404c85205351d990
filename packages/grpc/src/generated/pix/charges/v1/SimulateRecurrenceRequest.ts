// Original file: proto/charges/v1/charges.proto


export interface SimulateRecurrenceRequest {
  'target'?: (string);
  'id'?: (string);
  'action'?: (string);
  'code'?: (string);
  '_code'?: "code";
}

export interface SimulateRecurrenceRequest__Output {
  'target': (string);
  'id': (string);
  'action': (string);
  'code'?: (string);
  '_code'?: "code";
}
