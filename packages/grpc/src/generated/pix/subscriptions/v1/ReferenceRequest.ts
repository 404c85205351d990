// Original file: proto/subscriptions/v1/subscriptions.proto


export interface ReferenceRequest {
  'field'?: (string);
  'id'?: (string);
}

export interface ReferenceRequest__Output {
  'field': (string);
  'id': (string);
}
