// Original file: proto/identity/v1/identity.proto


export interface RoadmapCardFields {
  'id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'status'?: (string);
  '_id'?: "id";
  '_title'?: "title";
  '_description'?: "description";
  '_status'?: "status";
}

export interface RoadmapCardFields__Output {
  'id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'status'?: (string);
  '_id'?: "id";
  '_title'?: "title";
  '_description'?: "description";
  '_status'?: "status";
}
