// Original file: proto/charges/v1/charges.proto


export interface CatalogIdRequest {
  'id'?: (string);
}

export interface CatalogIdRequest__Output {
  'id': (string);
}
