import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import * as grpc from "@grpc/grpc-js";

/**
 * Where a service is, as configured (`CHARGES_ADDR` and friends), turned into a grpc-js channel
 * target that client-side round robin balances over:
 *
 * - `host:port`: one address, or a DNS name with several A/AAAA records (grpc-js's default `dns:`
 *   resolver returns them all; round robin spreads calls over every record);
 * - `host1:port1,host2:port2,…`: a static list of replicas. IP literals become grpc-js's own
 *   `ipv4:`/`ipv6:` targets; host names go through the `pix-list:` resolver below (each name looked
 *   up, all its records kept);
 * - anything with a scheme (`dns:`, `ipv4:`, `unix:`, `dns:///charges.pix.svc:50052`…) is passed as is.
 *
 * Every channel uses `round_robin`: a replica that dies is dropped from the pick list as soon as its
 * connection breaks, and taken back when it answers again.
 */
export function channelTarget(address: string): string {
  const trimmed = address.trim();
  // A scheme (`dns:`, `ipv4:`, `unix:`…), not a host name followed by its port: grpc-js resolves it.
  if (/^[a-z][a-z0-9+.-]*:(?!\d+(,|$))/i.test(trimmed)) return trimmed;
  const entries = splitAddressList(trimmed);
  if (entries.length === 1) return entries[0];
  const hosts = entries.map((e) => hostOf(e));
  if (hosts.every((h) => isIP(h) === 4)) return `ipv4:${entries.join(",")}`;
  if (hosts.every((h) => isIP(h) === 6)) return `ipv6:${entries.join(",")}`;
  registerListResolver();
  return `${LIST_SCHEME}:${entries.join(",")}`;
}

/** The entries of a comma-separated address list (blank entries ignored). */
export function splitAddressList(address: string): string[] {
  const entries = address.split(",").map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) throw new Error(`empty gRPC address list: "${address}"`);
  return entries;
}

/** Channel options every client uses: round robin over whatever the target resolves to. */
export const ROUND_ROBIN_OPTIONS: grpc.ChannelOptions = {
  "grpc.service_config": JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
};

/**
 * How soon a channel retries a service it lost. grpc-js waits 1 s after the first failed connection
 * attempt, then × 1.6 per failure up to 120 s: a service restarted after a few seconds down stayed
 * unreached (every call 503, failing fast while the channel is in backoff) for seconds more. Retrying
 * every 100 ms growing to at most 500 ms (±20 % jitter) reaches it within ~0.6 s of listening again;
 * a refused connection on the service network costs next to nothing. (grpc-js reads only these two
 * reconnect options; test: client-reconnect.int.spec.ts.)
 */
export const RECONNECT_OPTIONS: grpc.ChannelOptions = {
  "grpc.initial_reconnect_backoff_ms": 100,
  "grpc.max_reconnect_backoff_ms": 500,
};

function hostOf(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const i = entry.lastIndexOf(":");
  return i > 0 ? entry.slice(0, i) : entry;
}

function portOf(entry: string): number {
  const m = /:(\d+)$/.exec(entry);
  if (!m) throw new Error(`gRPC address without a port: "${entry}"`);
  return Number(m[1]);
}

const LIST_SCHEME = "pix-list";
let registered = false;

/** A resolver for a list of `host:port` with host names: every record of every name is an endpoint. */
function registerListResolver() {
  if (registered) return;
  registered = true;
  class ListResolver implements grpc.experimental.Resolver {
    private readonly entries: string[];
    private pending = false;
    constructor(target: grpc.experimental.GrpcUri, private readonly listener: grpc.experimental.ResolverListener) {
      this.entries = splitAddressList(target.path);
    }
    updateResolution(): void {
      if (this.pending) return;
      this.pending = true;
      void this.resolve().finally(() => { this.pending = false; });
    }
    private async resolve() {
      try {
        const endpoints: grpc.experimental.Endpoint[] = [];
        for (const entry of this.entries) {
          const host = hostOf(entry);
          const port = portOf(entry);
          const records = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
          for (const r of records) endpoints.push({ addresses: [{ host: r.address, port }] });
        }
        this.listener(grpc.experimental.statusOrFromValue(endpoints), {}, null, "");
      } catch (err) {
        this.listener(grpc.experimental.statusOrFromError({
          code: grpc.status.UNAVAILABLE, details: `could not resolve ${this.entries.join(",")}: ${(err as Error).message}`, metadata: new grpc.Metadata(),
        }), {}, null, "");
      }
    }
    destroy(): void {}
    static getDefaultAuthority(target: grpc.experimental.GrpcUri): string {
      return splitAddressList(target.path)[0];
    }
  }
  grpc.experimental.registerResolver(LIST_SCHEME, ListResolver);
}
