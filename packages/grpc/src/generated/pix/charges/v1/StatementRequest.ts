// Original file: proto/charges/v1/statement.proto


export interface StatementRequest {
  'from'?: (string);
  'to'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  '_cursor'?: "cursor";
}

export interface StatementRequest__Output {
  'from': (string);
  'to': (string);
  'cursor'?: (string);
  'limit': (number);
  '_cursor'?: "cursor";
}
