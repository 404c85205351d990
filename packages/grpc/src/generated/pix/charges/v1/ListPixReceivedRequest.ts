// Original file: proto/charges/v1/lists.proto


export interface ListPixReceivedRequest {
  'from'?: (string);
  'to'?: (string);
  'txid'?: (string);
  'customer_document'?: (string);
  'has_refunds'?: (boolean);
  'page'?: (number);
  'page_size'?: (number);
  '_txid'?: "txid";
  '_customer_document'?: "customer_document";
  '_has_refunds'?: "has_refunds";
}

export interface ListPixReceivedRequest__Output {
  'from': (string);
  'to': (string);
  'txid'?: (string);
  'customer_document'?: (string);
  'has_refunds'?: (boolean);
  'page': (number);
  'page_size': (number);
  '_txid'?: "txid";
  '_customer_document'?: "customer_document";
  '_has_refunds'?: "has_refunds";
}
