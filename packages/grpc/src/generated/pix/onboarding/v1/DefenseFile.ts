// Original file: proto/onboarding/v1/onboarding.proto

import type { Long } from '@grpc/proto-loader';

export interface DefenseFile {
  'id'?: (string);
  'name'?: (string);
  'type'?: (string);
  'size'?: (number | string | Long);
  'sha256'?: (string);
}

export interface DefenseFile__Output {
  'id': (string);
  'name': (string);
  'type': (string);
  'size': (number);
  'sha256': (string);
}
