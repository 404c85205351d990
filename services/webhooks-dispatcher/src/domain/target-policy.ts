import ipaddr from "ipaddr.js";

/**
 * Which IP addresses a webhook may be sent to (SSRF protection). The rule is applied to the addresses a
 * host resolves to, both when an endpoint is saved and again on every connection (so DNS rebinding fails).
 * `ALLOW_PRIVATE_TARGETS`: `none` (production default) refuses every non-public address; `loopback`
 * (local development and tests) also admits 127.0.0.0/8 and ::1; `all` admits any address except cloud
 * metadata services, which no merchant endpoint legitimately is.
 *
 * Ranges come from ipaddr.js (its IANA special-purpose tables), not from a hand-written table. IPv6 forms
 * that carry an IPv4 address are judged by that address, whichever way it is embedded, because a packet
 * to them ends up at (or is relayed to) the IPv4 host.
 */
export const PRIVATE_TARGET_MODES = ["none", "loopback", "all"] as const;
export type PrivateTargets = (typeof PRIVATE_TARGET_MODES)[number];

export type AddressClass = "public" | "loopback" | "private" | "link-local" | "metadata" | "unspecified" | "multicast" | "reserved";

/**
 * Cloud instance-metadata and credential services (AWS IMDS and its IPv6 form, ECS task metadata, EKS pod
 * identity, Alibaba Cloud): refused in every mode, including `all`. GCP and Azure use 169.254.169.254 too.
 */
export const METADATA_ADDRESSES = ["169.254.169.254", "169.254.170.2", "169.254.170.23", "100.100.100.200", "fd00:ec2::254", "fd00:ec2::23"];
const METADATA = new Set(METADATA_ADDRESSES.map((a) => ipaddr.parse(a).toNormalizedString()));

const V4_CLASS: Record<string, AddressClass> = {
  unicast: "public",
  loopback: "loopback",
  private: "private",
  carrierGradeNat: "private",
  linkLocal: "link-local",
  multicast: "multicast",
};

const V6_CLASS: Record<string, AddressClass> = {
  unicast: "public",
  loopback: "loopback",
  unspecified: "unspecified",
  uniqueLocal: "private",
  deprecatedSiteLocal: "private",
  linkLocal: "link-local",
  multicast: "multicast",
};

/** Global unicast (2000::/3): every other IPv6 space not named above is reserved, never a destination. */
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");
/** IPv4-compatible addresses (::a.b.c.d, deprecated): the IPv4 address is the last 32 bits. */
const V4_COMPATIBLE = ipaddr.parseCIDR("::/96");
/** RFC 8215 local-use NAT64 prefix: an operator may embed the IPv4 address at any RFC 6052 prefix length. */
const LOCAL_NAT64 = ipaddr.parseCIDR("64:ff9b:1::/48");
/** RFC 6052 §2.2: where the IPv4 octets sit for each NAT64 prefix length (bits 64–71 are the "u" octet, skipped). */
const NAT64_OCTETS: Record<number, number[]> = {
  48: [6, 7, 9, 10],
  56: [7, 9, 10, 11],
  64: [9, 10, 11, 12],
  96: [12, 13, 14, 15],
};

/** Severity when several IPv4 candidates are embedded: the most dangerous one decides. */
const SEVERITY: AddressClass[] = ["metadata", "link-local", "private", "unspecified", "reserved", "multicast", "loopback", "public"];
const worst = (classes: AddressClass[]): AddressClass => SEVERITY.find((c) => classes.includes(c)) ?? "reserved";

export function classifyAddress(address: string): AddressClass {
  const text = address.replace(/^\[|\]$/g, "").split("%")[0];
  if (!ipaddr.isValid(text)) return "reserved"; // not an address at all: never a valid target
  const ip = ipaddr.parse(text);
  return ip.kind() === "ipv4" ? classifyV4(ip as ipaddr.IPv4) : classifyV6(ip as ipaddr.IPv6);
}

export function isAllowedAddress(address: string, mode: PrivateTargets): boolean {
  const cls = classifyAddress(address);
  if (cls === "public") return true;
  if (cls === "metadata") return false;
  return mode === "all" || (mode === "loopback" && cls === "loopback");
}

function classifyV4(ip: ipaddr.IPv4): AddressClass {
  if (METADATA.has(ip.toNormalizedString())) return "metadata";
  const range = ip.range();
  if (range === "unspecified") return ip.toString() === "0.0.0.0" ? "unspecified" : "reserved"; // 0/8: "this network"
  return V4_CLASS[range] ?? "reserved"; // broadcast, 240/4, documentation, benchmarking, as112, amt…
}

function classifyV6(ip: ipaddr.IPv6): AddressClass {
  if (METADATA.has(ip.toNormalizedString())) return "metadata";
  const embedded = embeddedV4(ip);
  if (embedded) return embedded;
  const range = ip.range();
  if (V6_CLASS[range] && (range !== "unicast" || ip.match(GLOBAL_UNICAST))) return V6_CLASS[range];
  return "reserved"; // discard, documentation, benchmarking, ORCHID, segment routing, unallocated space…
}

/** The class of the IPv4 address an IPv6 form carries, or null when it carries none. */
function embeddedV4(ip: ipaddr.IPv6): AddressClass | null {
  const b = ip.toByteArray();
  const v4At = (octets: number[]) => classifyV4(new ipaddr.IPv4(octets.map((i) => b[i])));
  const last32 = () => v4At([12, 13, 14, 15]);
  switch (ip.range()) {
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // ::ffff:0:a.b.c.d (SIIT)
      return last32();
    case "rfc6052": // 64:ff9b::/96 well-known NAT64, or 64:ff9b:1::/48 local-use with any prefix length
      if (!ip.match(LOCAL_NAT64)) return last32();
      // Any candidate position may be the real one; a public result still means an operator's network.
      return worst([...Object.values(NAT64_OCTETS).map(v4At), "private"]);
    case "6to4": // 2002:aabb:ccdd::/48 → a.b.c.d is the site's IPv4 address
      return v4At([2, 3, 4, 5]);
    case "teredo": // 2001:0:<server v4>:<flags>:<port>:<client v4 inverted>
      return worst([v4At([4, 5, 6, 7]), classifyV4(new ipaddr.IPv4([12, 13, 14, 15].map((i) => b[i] ^ 0xff)))]);
  }
  // ::a.b.c.d (IPv4-compatible); :: and ::1 themselves are the unspecified and loopback addresses.
  if (ip.match(V4_COMPATIBLE) && !["unspecified", "loopback"].includes(ip.range())) return last32();
  return null;
}
