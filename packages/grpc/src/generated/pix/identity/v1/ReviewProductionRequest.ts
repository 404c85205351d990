// Original file: proto/identity/v1/identity.proto


export interface ReviewProductionRequest {
  'id'?: (string);
  'decision'?: (string);
  'reason'?: (string);
  '_reason'?: "reason";
}

export interface ReviewProductionRequest__Output {
  'id': (string);
  'decision': (string);
  'reason'?: (string);
  '_reason'?: "reason";
}
