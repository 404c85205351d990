import { commonEnv, envBoolean, opsPort, trustedProxies, z } from "@pix/config";

export const panelEnv = z.object({
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  OPS_HOST: commonEnv.OPS_HOST,
  OPS_PORT: opsPort(9082),
  SHUTDOWN_TIMEOUT_MS: commonEnv.SHUTDOWN_TIMEOUT_MS,
  HTTP_HOST: z.string().default("127.0.0.1"),
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8082),
  /**
   * Proxies in front of this server (a load balancer, the Ingress) whose X-Forwarded-For names the
   * browser: addresses or subnets, never a hop count. Unset: the socket address is the browser. The
   * panel forwards that one address to the gateway, which lists this server in its own TRUST_PROXY.
   */
  TRUST_PROXY: trustedProxies,
  /** The public gateway API the panel talks to (through this server's same-origin `/api`). */
  GATEWAY_URL: z.string().url().default("http://127.0.0.1:8080"),
  /** Where `vite build` wrote the app; defaults to services/panel/web-dist. */
  PANEL_DIST: z.string().optional(),
  /**
   * `Secure` on the refresh cookie. On by default; `npm start` turns it off because it serves plain
   * HTTP on 127.0.0.1 (browsers drop Secure cookies set over http to an IP address).
   */
  PANEL_SECURE_COOKIE: z.preprocess((v) => (v === undefined ? "true" : v), envBoolean),
  /**
   * The identity provider's address as the browser reaches it (its `/authorize` sign-in page): the
   * login page shows "Entrar com Google". Unset or empty: no social button.
   */
  PANEL_IDP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
});
/** What the panel's HTTP server needs (the operator port and stop bound are the process's, see main.ts). */
export type PanelConfig = Omit<z.infer<typeof panelEnv>, "OPS_HOST" | "OPS_PORT" | "SHUTDOWN_TIMEOUT_MS" | "TRUST_PROXY"> & {
  /** Unset: no proxy in front (tests build configs by hand). */
  TRUST_PROXY?: string[];
};
