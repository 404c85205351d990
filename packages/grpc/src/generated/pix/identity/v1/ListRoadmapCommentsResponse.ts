// Original file: proto/identity/v1/identity.proto

import type { RoadmapComment as _pix_identity_v1_RoadmapComment, RoadmapComment__Output as _pix_identity_v1_RoadmapComment__Output } from '../../../pix/identity/v1/RoadmapComment';

export interface ListRoadmapCommentsResponse {
  'comments'?: (_pix_identity_v1_RoadmapComment)[];
  'truncated'?: (boolean);
  'limit'?: (number);
}

export interface ListRoadmapCommentsResponse__Output {
  'comments': (_pix_identity_v1_RoadmapComment__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
