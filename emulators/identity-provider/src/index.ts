export { startIdentityProvider, type IdentityProviderOptions, type RunningIdentityProvider } from "./server";
export { mintIdpToken } from "./client";
export type { MintRequest, IdpClaims } from "./tokens";
