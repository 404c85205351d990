import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler } from "express";
import { mountBrowserFlow } from "./browser-flow";
import { mintIdpToken } from "./client";
import { createSigningKey } from "./keys";
import { mintRequestSchema, mintToken, type MintRequest } from "./tokens";

export interface IdentityProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** `iss` of minted tokens; defaults to the emulator's own URL. */
  issuer?: string;
  /** Default `aud` of minted tokens. */
  audience?: string;
  /** `kid` of the signing key; random by default. */
  kid?: string;
}

export interface RunningIdentityProvider {
  url: string;
  issuer: string;
  jwksUrl: string;
  close(): Promise<void>;
  /** Mints a token through POST /test/tokens. */
  mintToken(claims: MintRequest): Promise<string>;
}

export async function startIdentityProvider(options: IdentityProviderOptions = {}): Promise<RunningIdentityProvider> {
  const key = createSigningKey(options.kid);
  const audience = options.audience ?? "pix-gateway";
  const host = options.host ?? "127.0.0.1";
  let issuer = options.issuer ?? ""; // known once listening when defaulted to our URL

  const app = express();
  app.disable("x-powered-by");
  app.use(express.json());

  app.get("/.well-known/jwks.json", (_req, res) => {
    res.json({ keys: [key.publicJwk] });
  });

  // Discovery document, so OIDC clients pointed at `issuer` find the JWKS.
  app.get("/.well-known/openid-configuration", (_req, res) => {
    res.json({
      issuer,
      jwks_uri: `${url}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ["RS256"],
      claims_supported: ["iss", "aud", "sub", "email", "email_verified", "name", "provider", "iat", "exp"],
    });
  });

  // Emulator-only: a real provider issues tokens after an interactive login. Tests skip that
  // and ask for a signed token directly.
  app.post("/test/tokens", (req, res) => {
    const parsed = mintRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: "invalid_request", issues: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) });
      return;
    }
    res.status(201).json({ idpJwt: mintToken(key, issuer, audience, parsed.data) });
  });

  mountBrowserFlow(app, (claims) => mintToken(key, issuer, audience, mintRequestSchema.parse(claims)));

  app.use((_req, res) => {
    res.status(404).json({ error: "not_found" });
  });
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = typeof err?.status === "number" && err.status < 500 ? err.status : 500;
    res.status(status).json({ error: status === 500 ? "server_error" : "invalid_request", message: String(err?.message ?? err) });
  };
  app.use(onError);

  const server = await listen(createServer(app), options.port ?? 0, host);
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  issuer ||= url;

  return {
    url,
    issuer,
    jwksUrl: `${url}/.well-known/jwks.json`,
    mintToken: (claims) => mintIdpToken(url, claims),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections(); // don't wait for clients' keep-alive sockets
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
