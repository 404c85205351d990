/** Mozilla's list of the most common passwords (about 50 000, from a 10-million-password leak corpus). */
declare module "fxa-common-password-list" {
  /** True when the password is on the list (exact match). */
  export function test(password: string): boolean;
}
