import { loadService, ServiceClient } from "@pix/grpc";

/** Identity, the one writer of the User's company and production_* fields. */
export function identityClient(address: string, principalSecret: string): ServiceClient {
  return new ServiceClient("identity", loadService("identity/v1/identity.proto", "pix.identity.v1.IdentityService"), address, principalSecret);
}
