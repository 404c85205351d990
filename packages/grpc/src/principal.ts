import { createHmac, timingSafeEqual } from "node:crypto";
import { Metadata } from "@grpc/grpc-js";
import { z } from "zod";
import { AppError, Codigo } from "@pix/errors";

/**
 * The verified caller, built by the gateway from the credential and passed to services in gRPC
 * metadata. Services act for `storeId` in `environment`; they never read a user id from a body.
 * The metadata is signed with a secret shared by the services, so a process that can reach a
 * service port cannot forge a principal without it. `service` is a principal a service mints for a
 * store when it acts on the store's behalf without a merchant credential (a payer paying a link,
 * the subscription job); it is never admin and its production status is looked up, not trusted.
 */
export const ROLES = ["owner", "manager", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];
export const ENVIRONMENTS = ["test", "live"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const principalSchema = z.object({
  userId: z.string().uuid(),
  storeId: z.string().uuid(),
  role: z.enum(ROLES),
  environment: z.enum(ENVIRONMENTS),
  isAdmin: z.boolean(),
  credential: z.enum(["session", "api_key", "service"]),
  productionApproved: z.boolean(),
  sessionId: z.string().optional(),
  apiKeyId: z.string().optional(),
  /** A restricted API key's scopes (issue 40); absent: the credential's role decides alone. */
  scopes: z.array(z.string()).optional(),
});
export type Principal = z.infer<typeof principalSchema>;

const KEY = "x-principal";
const SIG = "x-principal-sig";

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

export function principalMetadata(principal: Principal, secret: string, metadata = new Metadata()): Metadata {
  const payload = Buffer.from(JSON.stringify(principal)).toString("base64url");
  metadata.set(KEY, payload);
  metadata.set(SIG, sign(payload, secret));
  return metadata;
}

/** Returns the principal, or null when the call carries none; throws when one is forged or malformed. */
export function readPrincipal(metadata: Metadata, secret: string): Principal | null {
  const payload = metadata.get(KEY)[0];
  if (payload === undefined) return null;
  const given = Buffer.from(String(metadata.get(SIG)[0] ?? ""), "hex");
  const expected = Buffer.from(sign(String(payload), secret), "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("unauthenticated", "Principal inválido", Codigo.CREDENCIAL_INVALIDA);
  }
  const parsed = principalSchema.safeParse(JSON.parse(Buffer.from(String(payload), "base64url").toString("utf8")));
  if (!parsed.success) throw new AppError("unauthenticated", "Principal inválido", Codigo.CREDENCIAL_INVALIDA);
  return parsed.data;
}

/** The principal a service mints to act for a store without a merchant credential (see `credential`). */
export function servicePrincipal(storeId: string, environment: Environment): Principal {
  return { userId: storeId, storeId, role: "owner", environment, isAdmin: false, credential: "service", productionApproved: false };
}

/**
 * Who acted, for the audit trail (issue 12): an API key by its id; a member acting for a store with
 * x-store (the gateway's principal then has the member's `userId` and the owner's `storeId`); else
 * the store's own user (the owner's session, or a service acting for the store).
 */
export function actorOf(p: Principal): { type: "user" | "member" | "api_key"; id: string } {
  if (p.credential === "api_key" && p.apiKeyId) return { type: "api_key", id: p.apiKeyId };
  if (p.userId !== p.storeId) return { type: "member", id: p.userId };
  return { type: "user", id: p.userId };
}
