import { capListing, errors, LISTING_CAP } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "./deps";

/** The gateway already refuses non-team callers; the service checks again rather than trust its caller. */
export function assertTeam(principal: Principal): void {
  if (!principal.isAdmin || principal.credential !== "session") throw errors.somenteAdmin();
}

export async function listMerchants(deps: IdentityDeps, principal: Principal, productionStatus?: string) {
  assertTeam(principal);
  const { rows: users, truncated, limit } = capListing(await deps.users.listNewest(LISTING_CAP, productionStatus));
  return { users, truncated, limit };
}

export async function getMerchant(deps: IdentityDeps, principal: Principal, id: string): Promise<User> {
  assertTeam(principal);
  const user = await deps.users.findById(id);
  if (!user) throw errors.notFound("Lojista");
  return user;
}
