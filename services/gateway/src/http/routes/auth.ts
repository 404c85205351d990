import type { Message } from "@pix/grpc";
import { Router } from "express";
import { httpHeadersOf, isAppError, routeErrorBody, z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { underLoginLimits } from "../login-throttle";
import { body } from "../validate";
import { userJson } from "../views";

const email = z.string().trim().email().max(254);
const registerBody = z.strictObject({ name: z.string().trim().min(1).max(120), email, password: z.string().max(256) }); // policy (length, common passwords) lives in identity
const loginBody = z.strictObject({ email, password: z.string().min(1).max(256) });
const refreshBody = z.strictObject({ refreshToken: z.string().min(1).max(512) });
const socialBody = z.strictObject({ idpJwt: z.string().min(1).max(8192) });
const environmentBody = z.strictObject({ environment: z.enum(["test", "live"]) });

const PROFILE_FIELDS = ["name", "cnpj", "company", "cpf", "phone", "notify_payment_email", "receipt_email", "address",
  "address_number", "complement", "province", "postal_code", "company_type"] as const;
const onlyDigits = (s: string) => s.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
const nullableText = (max: number) => z.string().trim().max(max).nullable().optional();
const profileBody = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  cnpj: z.string().max(20).transform(onlyDigits).nullable().optional(),
  company: nullableText(120),
  cpf: z.string().max(14).transform(onlyDigits).nullable().optional(),
  phone: z.string().max(20).transform(onlyDigits).nullable().optional(),
  notify_payment_email: z.boolean().optional(),
  receipt_email: z.boolean().optional(),
  address: nullableText(200), address_number: nullableText(20), complement: nullableText(100), province: nullableText(100),
  postal_code: z.string().max(9).transform(onlyDigits).nullable().optional(),
  company_type: nullableText(40),
});

export function authRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;
  const session = (r: Message<"pix.identity.v1.AuthResponse">) => ({ user: userJson(r.user), accessToken: r.access_token, refreshToken: r.refresh_token });

  router.post("/auth/register", async (req, res) => {
    res.status(201).json({ data: session(await identity.call("Register", body(registerBody, req))) });
  });
  router.post("/auth/login", async (req, res) => {
    const input = body(loginBody, req);
    res.json({ data: session(await underLoginLimits(req, res, input.email, () => identity.call("Login", input))) });
  });
  router.post("/auth/refresh", async (req, res) => {
    const r = await identity.call("Refresh", { refresh_token: body(refreshBody, req).refreshToken });
    res.json({ data: { accessToken: r.access_token, refreshToken: r.refresh_token } });
  });
  // Our design (the contract names no sign-out): the refresh token is the credential, so a session whose
  // access token already expired can still be ended. 204 whether or not the token was valid.
  router.post("/auth/logout", async (req, res) => {
    await identity.call("Logout", { refresh_token: body(refreshBody, req).refreshToken });
    res.status(204).end();
  });
  router.post("/auth/social", async (req, res) => {
    const idpJwt = body(socialBody, req).idpJwt;
    let r;
    try {
      r = await identity.call("SocialSignIn", { idp_jwt: idpJwt });
    } catch (err) {
      // Contract 4.1: this route's 401s are route errors, `{error:{message}}`, not a credential failure's string.
      if (!(isAppError(err) && err.kind === "unauthenticated")) throw err;
      res.status(401).set(httpHeadersOf(err)).json(routeErrorBody(err));
      return;
    }
    res.status(r.created ? 201 : 200).json({ data: session(r) });
  });
  // Issue 23 item 6: the signed-in person links their own account to the provider identity of the same
  // address (the only way a team account gets a social sign-in). `account:read`: any role, a session only.
  router.post("/auth/social/link", auth("account:read"), async (req, res) => {
    const r = await identity.call("LinkSocial", { idp_jwt: body(socialBody, req).idpJwt }, { principal: principalOf(res) });
    res.json({ data: userJson(r) });
  });
  // The account comes with the principal (issue 13): from Authenticate's one read of the row, or from
  // the gateway's principal cache, which drops it on the same events.
  router.get("/auth/me", auth("conta:ler", { account: true }), async (_req, res) => {
    const principal = principalOf(res);
    const account = res.locals.identityAccount;
    if (!account) throw new Error("authenticate({ account: true }) gave no account");
    // `role`: the caller's role in the store acted for (owner without x-store), so the panel can shape its UI.
    res.json({ data: { ...userJson(account), environment: principal.environment, role: principal.role } });
  });
  router.put("/auth/profile", auth("account:write"), async (req, res) => {
    const input = body(profileBody, req);
    const request: Record<string, unknown> = { clear: [] as string[] };
    for (const field of PROFILE_FIELDS) {
      const value = input[field];
      if (value === null) (request.clear as string[]).push(field);
      else if (value !== undefined) request[field] = value;
    }
    const r = await identity.call("UpdateProfile", request, { principal: principalOf(res) });
    res.json({ data: { ...userJson(r.user), environment: r.environment } });
  });
  router.post("/auth/environment", auth("account:read"), async (req, res) => {
    const r = await identity.call("SwitchEnvironment", body(environmentBody, req), { principal: principalOf(res) });
    res.json({ data: { environment: r.environment, accessToken: r.access_token, user: userJson(r.user) } });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { registerBody, loginBody, refreshBody, socialBody, environmentBody, profileBody };
