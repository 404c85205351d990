// Original file: proto/identity/v1/identity.proto


export interface RoadmapComment {
  'id'?: (string);
  'body'?: (string);
  'author_name'?: (string);
  'created_at'?: (string);
}

export interface RoadmapComment__Output {
  'id': (string);
  'body': (string);
  'author_name': (string);
  'created_at': (string);
}
