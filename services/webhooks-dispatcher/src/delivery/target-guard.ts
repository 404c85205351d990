import { lookup as dnsLookup, promises as dns, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { buildConnector } from "undici";
import { errors } from "@pix/errors";
import { classifyAddress, isAllowedAddress, type AddressClass, type PrivateTargets } from "../domain/target-policy";

/** A connection refused by the SSRF rule; its message is safe to show the merchant (no address in it). */
export class BlockedTargetError extends Error {
  readonly code = "BLOCKED_TARGET";
  constructor(readonly addressClass: AddressClass) {
    super(`Endereço de destino não permitido (${addressClass})`);
  }
}

/**
 * Checked when an endpoint is saved: the URL's host must resolve, and every address it resolves to must
 * be allowed (one bad address among good ones is enough to refuse: the resolver may pick either).
 */
export async function assertAllowedUrl(url: URL, mode: PrivateTargets): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw errors.validation("url", "VALOR_INVALIDO", "URL inválida: o host não foi encontrado");
  }
  const blocked = addresses.find((a) => !isAllowedAddress(a, mode));
  if (blocked) throw errors.validation("url", "VALOR_INVALIDO", `URL não permitida: o host aponta para um endereço ${classifyAddress(blocked)}`);
}

/** DNS lookup for outgoing connections that fails on any disallowed address: DNS rebinding gets nowhere. */
export function guardedLookup(mode: PrivateTargets): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", undefined);
      const blocked = addresses.find((a) => !isAllowedAddress(a.address, mode));
      if (blocked) return callback(new BlockedTargetError(classifyAddress(blocked.address)), "", undefined);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** undici connector applying the rule to the connected address: IP literals here, host names in lookup. */
export function guardedConnector(mode: PrivateTargets, timeoutMs: number): buildConnector.connector {
  const connect = buildConnector({ timeout: timeoutMs, lookup: guardedLookup(mode) });
  return (opts, callback) => {
    if (isIP(opts.hostname) && !isAllowedAddress(opts.hostname, mode)) {
      callback(new BlockedTargetError(classifyAddress(opts.hostname)), null);
      return;
    }
    connect(opts, callback);
  };
}
