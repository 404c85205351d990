// Original file: proto/onboarding/v1/onboarding.proto


export interface DefenseUploadStart {
  'infraction_id'?: (string);
}

export interface DefenseUploadStart__Output {
  'infraction_id': (string);
}
