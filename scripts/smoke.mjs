#!/usr/bin/env node
// Walks the main flows against a running `npm start` (or GATEWAY_URL / IDP_URL) and fails loudly.
// Usage: node scripts/smoke.mjs
const GW = process.env.GATEWAY_URL ?? "http://127.0.0.1:8080";
const IDP = process.env.IDP_URL ?? "http://127.0.0.1:4020";

async function call(method, path, { token, body, base = GW } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
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
const key = expect("create test API key", await call("POST", "/api-keys", { token, body: { name: "smoke", environment: "test" } }), 201).data;
expect("GET /auth/me with the key", await call("GET", "/auth/me", { token: key.key }), 200);
expect("revoke the key", await call("DELETE", `/api-keys/${key.id}`, { token }), 200);
expect("the revoked key", await call("GET", "/auth/me", { token: key.key }), 401);
const idp = expect("mint a social token", await call("POST", "/test/tokens", { base: IDP, body: { email: `social.${email}`, name: "Ana" } }), 201);
expect("social sign-in (new account)", await call("POST", "/auth/social", { body: { idpJwt: idp.idpJwt } }), 201);
console.log("smoke passed");
