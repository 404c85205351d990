// Original file: proto/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface RoadmapCard {
  'id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'status'?: (string);
  'votes'?: (number | string | Long);
  'voted'?: (boolean);
  'created_at'?: (string);
}

export interface RoadmapCard__Output {
  'id': (string);
  'title': (string);
  'description': (string);
  'status': (string);
  'votes': (number);
  'voted': (boolean);
  'created_at': (string);
}
