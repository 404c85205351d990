// Original file: proto/identity/v1/identity.proto


export interface RoadmapCardIdRequest {
  'id'?: (string);
}

export interface RoadmapCardIdRequest__Output {
  'id': (string);
}
