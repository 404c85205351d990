import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";

/**
 * Account and credential management needs a session. The gateway's permission table already refuses
 * API keys on these routes; the service checks again rather than trust its caller.
 */
export function requireSession(principal: Principal): void {
  if (principal.credential !== "session") throw errors.sessionRequired();
}
