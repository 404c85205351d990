// Original file: proto/onboarding/v1/onboarding.proto


export interface UploadFile {
  'field'?: (string);
  'filename'?: (string);
}

export interface UploadFile__Output {
  'field': (string);
  'filename': (string);
}
