// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface DefenseFileMessage {
  'id'?: (string);
  'name'?: (string);
  'type'?: (string);
  'size'?: (number | string | Long);
  'sha256'?: (string);
}

export interface DefenseFileMessage__Output {
  'id': (string);
  'name': (string);
  'type': (string);
  'size': (number);
  'sha256': (string);
}
