// Original file: proto/identity/v1/identity.proto

import type { RoadmapCard as _pix_identity_v1_RoadmapCard, RoadmapCard__Output as _pix_identity_v1_RoadmapCard__Output } from '../../../pix/identity/v1/RoadmapCard';

export interface ListRoadmapResponse {
  'cards'?: (_pix_identity_v1_RoadmapCard)[];
  'truncated'?: (boolean);
  'limit'?: (number);
}

export interface ListRoadmapResponse__Output {
  'cards': (_pix_identity_v1_RoadmapCard__Output)[];
  'truncated': (boolean);
  'limit': (number);
}
