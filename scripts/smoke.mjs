#!/usr/bin/env node
// Walks the main flows against a running `npm start` (or GATEWAY_URL / IDP_URL) and fails loudly.
// Usage: node scripts/smoke.mjs
import { createHmac } from "node:crypto";
import { createServer } from "node:http";

const GW = process.env.GATEWAY_URL ?? "http://127.0.0.1:8080";
const CHECKOUT = process.env.CHECKOUT_URL ?? "http://127.0.0.1:8081";
const IDP = process.env.IDP_URL ?? "http://127.0.0.1:4020";
const MAIL = process.env.MAIL_URL ?? "http://127.0.0.1:1080";

async function call(method, path, { token, body, base = GW } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}

/** The token of the newest verification link maildev received for `to` (npm start's mail server). */
async function verificationToken(to) {
  for (let i = 0; i < 100; i++) {
    const mails = await (await fetch(`${MAIL}/api/email`)).json();
    const token = mails.filter((m) => m.to.some((t) => t.address === to)).map((m) => /confirmar-email\?token=([\w-]+)/.exec(m.text)?.[1]).reverse().find(Boolean);
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification e-mail to ${to} at ${MAIL}`);
}

function expect(step, res, status) {
  if (res.status !== status) {
    console.error(`✗ ${step}: expected ${status}, got ${res.status} ${JSON.stringify(res.json)}`);
    process.exit(1);
  }
  console.log(`✓ ${step} (${status})`);
  return res.json;
}

const email = `smoke.${Date.now()}@loja.test`;
expect("health", await call("GET", "/health"), 200);
expect("register", await call("POST", "/auth/register", { body: { name: "Smoke", email, password: "s3nha-forte" } }), 201);
const login = expect("login", await call("POST", "/auth/login", { body: { email, password: "s3nha-forte" } }), 200);
const token = login.data.accessToken;
expect("GET /auth/me", await call("GET", "/auth/me", { token }), 200);
expect("no API key before the e-mail is confirmed", await call("POST", "/api-keys", { token, body: { name: "smoke", environment: "test" } }), 403);
expect("confirm the e-mail from this session", await call("POST", "/auth/verify-email", { token, body: { token: await verificationToken(email) } }), 200);
const key = expect("create test API key", await call("POST", "/api-keys", { token, body: { name: "smoke", environment: "test" } }), 201).data;
expect("GET /auth/me with the key", await call("GET", "/auth/me", { token: key.key }), 200);
expect("the key cannot create keys (session only)", await call("POST", "/api-keys", { token: key.key, body: { name: "x", environment: "test" } }), 403);
expect("revoke the key", await call("DELETE", `/api-keys/${key.id}`, { token }), 200);
expect("the revoked key", await call("GET", "/auth/me", { token: key.key }), 401);
const idp = expect("mint a social token", await call("POST", "/test/tokens", { base: IDP, body: { email: `social.${email}`, name: "Ana" } }), 201);
expect("social sign-in (new account)", await call("POST", "/auth/social", { body: { idpJwt: idp.idpJwt } }), 201);

// The money flow: a webhook receiver, a Pix charge, the payer's checkout, a simulated payment.
const received = [];
const receiver = createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c)).on("end", () => { received.push({ headers: req.headers, body }); res.end(); });
});
await new Promise((r) => receiver.listen(0, "127.0.0.1", r));
const hook = expect("create webhook endpoint", await call("POST", "/webhook-endpoints", {
  token, body: { url: `http://127.0.0.1:${receiver.address().port}/hook`, events: ["charge.paid"] } }), 201).data;
const pix = expect("POST /pix", await call("POST", "/pix", {
  token, body: { amount: 10.5, description: "Smoke", customer_name: "Pagador", customer_cpf: "529.982.247-25" } }), 201).data;
expect("GET /pix/status", await call("GET", `/pix/status?txid=${pix.txid}`, { token }), 200);
expect("payer's GET /checkout/{txid}", await call("GET", `/checkout/${pix.txid}`, { base: CHECKOUT }), 200);
expect("simulate payment", await call("POST", "/pix/simulate-payment", { token, body: { txid: pix.txid } }), 200);
const paid = expect("status after payment", await call("GET", `/pix/status?txid=${pix.txid}`, { token }), 200).data;
if (paid.status !== "paid") { console.error(`✗ charge is ${paid.status}`); process.exit(1); }
for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
const delivery = received[0];
const signature = delivery && createHmac("sha256", hook.secret).update(delivery.body).digest("hex");
if (!delivery || delivery.headers["x-service-signature"] !== signature) { console.error("✗ no signed charge.paid webhook"); process.exit(1); }
console.log(`✓ signed ${delivery.headers["x-service-event"]} webhook received`);
receiver.close();
console.log("smoke passed");
