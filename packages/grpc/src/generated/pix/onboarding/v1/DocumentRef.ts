// Original file: proto/onboarding/v1/onboarding.proto


export interface DocumentRef {
  'store_id'?: (string);
  'document_id'?: (string);
}

export interface DocumentRef__Output {
  'store_id': (string);
  'document_id': (string);
}
