// Original file: proto/onboarding/v1/onboarding.proto

import type { Long } from '@grpc/proto-loader';

export interface ProductionDocument {
  'id'?: (string);
  'kind'?: (string);
  'filename'?: (string);
  'content_type'?: (string);
  'size'?: (number | string | Long);
  'sha256'?: (string);
  'created_at'?: (string);
}

export interface ProductionDocument__Output {
  'id': (string);
  'kind': (string);
  'filename': (string);
  'content_type': (string);
  'size': (number);
  'sha256': (string);
  'created_at': (string);
}
