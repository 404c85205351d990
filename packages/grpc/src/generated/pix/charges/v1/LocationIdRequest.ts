// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface LocationIdRequest {
  'loc_id'?: (number | string | Long);
}

export interface LocationIdRequest__Output {
  'loc_id': (number);
}
