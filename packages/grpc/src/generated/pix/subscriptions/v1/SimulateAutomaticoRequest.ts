// Original file: proto/subscriptions/v1/subscriptions.proto


export interface SimulateAutomaticoRequest {
  'id'?: (string);
  'action'?: (string);
  'txid'?: (string);
  'code'?: (string);
  '_txid'?: "txid";
  '_code'?: "code";
}

export interface SimulateAutomaticoRequest__Output {
  'id': (string);
  'action': (string);
  'txid'?: (string);
  'code'?: (string);
  '_txid'?: "txid";
  '_code'?: "code";
}
