// Original file: proto/onboarding/v1/onboarding.proto


export interface UploadFinish {
  'terms_accepted'?: (boolean);
}

export interface UploadFinish__Output {
  'terms_accepted': (boolean);
}
