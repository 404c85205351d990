/**
 * The merchant of the BCB API specs (bcb-api-pix*.int.spec.ts): a confirmed store whose Pix key is
 * `pixKey` (what `chave` must name: an approved subaccount's, or single-account mode's main account's), the company's CNPJ and address in
 * identity (the cobv's `recebedor`, the webhook's CNPJ), refunds enabled by the team, and an API key
 * (`permissoes` restricts it); and the OAuth token that key gets.
 */
import { randomBytes } from "node:crypto";
import { HttpPaymentEngine } from "@pix/charges/src/shared/payment-engine/http-payment-engine";
import { signUpVerified, uniqueEmail, type client, type Stack } from "../stack";
import type { ChargesExtras } from "../stack/charges";
import type { IdentityExtras } from "../stack/identity";
import type { OnboardingExtras } from "../stack/onboarding";

export interface BcbWorld {
  stack: Stack;
  http: ReturnType<typeof client>;
  extras: ChargesExtras;
  team: { accessToken: string };
}

let seq = 0;

/** The spec's txid: 32 letters or digits (cob and cobv take 26–35). */
export const txidOf = () => randomBytes(16).toString("hex");
export const problemType = (t: string) => `https://pix.bcb.gov.br/api/v2/error/${t}`;
export const bcbBase = (stack: Stack) => `${stack.url}/bcb/v2`;

/**
 * `contaUnica`: the stack runs single-account mode, so the store has no subaccount and its key is the
 * main account's, every store's, as GET /receiving-account shows it; otherwise an approved subaccount
 * with a key of its own.
 */
export async function bcbMerchant(w: BcbWorld, permissoes?: string[], mode: { contaUnica?: boolean } = {}) {
  const session = await signUpVerified(w.stack, w.http, uniqueEmail("bcb"));
  const storeId: string = session.user.id;
  const pixKey = mode.contaUnica ? await receivingPixKey(w, session.accessToken) : await approvedSubaccountKey(w, storeId);
  await (w.stack.extras.identity as IdentityExtras).query(
    "UPDATE users SET cnpj = '11222333000181', company = 'Escola Aprender Ltda', address = 'Rua das Flores', address_number = '120', province = 'Centro', postal_code = '01001-000' WHERE id = $1",
    [storeId],
  );
  const enabled = await w.http("POST", `/admin/lojistas/${storeId}/estornos`, { token: w.team.accessToken, body: { habilitado: true } });
  if (enabled.status !== 200) throw new Error(`refunds not enabled: ${enabled.status}`);
  const key = await w.http("POST", "/api-keys", { token: session.accessToken, body: { name: "ERP banco", environment: "test", ...(permissoes && { permissoes }) } });
  if (key.status !== 201) throw new Error(`no API key: ${key.status} ${JSON.stringify(key.body)}`);
  return { storeId, pixKey, session, apiKey: key.body.data as { id: string; key: string } };
}
export type BcbMerchant = Awaited<ReturnType<typeof bcbMerchant>>;

/** An approved subaccount at the test engine, with a Pix key of its own set on the store's receiving account. */
async function approvedSubaccountKey(w: BcbWorld, storeId: string): Promise<string> {
  const root = new HttpPaymentEngine({ baseUrl: w.extras.engine.url, apiKey: w.extras.engine.apiKey });
  try {
    const sub = await root.createSubaccount({ name: "Loja", email: `bcb${Date.now()}${seq++}@loja.test`, cpfCnpj: "11222333000181" });
    await w.extras.engine.approveAccount(sub.id);
    const onboarding = w.stack.extras.onboarding as OnboardingExtras;
    await onboarding.insertReceivingAccount({ storeId, environment: "test", status: "approved", accountId: sub.id, walletId: sub.walletId, engineApiKey: sub.apiKey });
    const pixKey = `chave-${storeId}@loja.test`;
    await onboarding.query("UPDATE receiving_accounts SET pix_key = $1, pix_key_status = 'ACTIVE' WHERE store_id = $2", [pixKey, storeId]);
    return pixKey;
  } finally {
    await root.close();
  }
}

/** The key GET /receiving-account shows the store (pix_key). */
async function receivingPixKey(w: BcbWorld, token: string): Promise<string> {
  const view = await w.http("GET", "/receiving-account", { token });
  if (view.status !== 200 || typeof view.body.data.pix_key !== "string") throw new Error(`no pix_key: ${view.status} ${JSON.stringify(view.body)}`);
  return view.body.data.pix_key;
}

/** POST /bcb/v2/oauth/token (the spec's tokenUrl, no operation of its own: plain fetch) with HTTP Basic. */
export async function bcbToken(stack: Stack, clientId: string, clientSecret: string, form: Record<string, string> = { grant_type: "client_credentials" }) {
  const res = await fetch(`${bcbBase(stack)}/oauth/token`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  // RFC 6749: the token (5.1) on 200, `error` (5.2) otherwise.
  return { status: res.status, body: (await res.json()) as { access_token: string; token_type: string; expires_in: number; scope: string; error?: string } };
}
