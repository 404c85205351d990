// Original file: proto/identity/v1/identity.proto


export interface AddRoadmapCommentRequest {
  'card_id'?: (string);
  'body'?: (string);
}

export interface AddRoadmapCommentRequest__Output {
  'card_id': (string);
  'body': (string);
}
