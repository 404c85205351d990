// Original file: proto/charges/v1/charges.proto


export interface SimulateRecurrenceRequest {
  'target'?: (string);
  'id'?: (string);
  'action'?: (string);
}

export interface SimulateRecurrenceRequest__Output {
  'target': (string);
  'id': (string);
  'action': (string);
}
