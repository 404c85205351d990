import { z } from "@pix/config";

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed when finding the client's IP for
 * a rate limit: a hop count ("1") or a comma list of addresses/subnets/express names ("loopback,
 * 10.0.0.0/8"). Unset: the socket address is the client. "true" is refused: it would let any
 * client choose its own IP and escape the limit.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const value = (v ?? "").trim();
    if (value === "" || value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === "true") {
      ctx.addIssue({ code: "custom", message: 'use a hop count or a list of proxy addresses, not "true"' });
      return z.NEVER;
    }
    return value.split(",").map((s) => s.trim()).filter(Boolean);
  });

export type TrustProxy = z.infer<typeof trustProxySetting>;
