// Original file: proto/charges/v1/charges.proto


export interface ListInfractionsRequest {
  'status'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  '_status'?: "status";
  '_cursor'?: "cursor";
  '_limit'?: "limit";
}

export interface ListInfractionsRequest__Output {
  'status'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  '_status'?: "status";
  '_cursor'?: "cursor";
  '_limit'?: "limit";
}
