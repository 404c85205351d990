// Original file: proto/onboarding/v1/onboarding.proto


export interface DefenseFileIds {
  'ids'?: (string)[];
}

export interface DefenseFileIds__Output {
  'ids': (string)[];
}
