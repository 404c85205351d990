/** swagger-ui-dist ships no types; the one function used here. */
declare module "swagger-ui-dist" {
  export function getAbsoluteFSPath(): string;
}
