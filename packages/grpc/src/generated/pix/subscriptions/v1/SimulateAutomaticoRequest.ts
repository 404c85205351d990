// Original file: proto/subscriptions/v1/subscriptions.proto


export interface SimulateAutomaticoRequest {
  'id'?: (string);
  'action'?: (string);
  'txid'?: (string);
  '_txid'?: "txid";
}

export interface SimulateAutomaticoRequest__Output {
  'id': (string);
  'action': (string);
  'txid'?: (string);
  '_txid'?: "txid";
}
