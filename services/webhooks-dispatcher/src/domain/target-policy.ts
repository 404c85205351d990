import { isIP } from "node:net";

/**
 * Which IP addresses a webhook may be sent to (SSRF protection). The rule is applied to the addresses a
 * host resolves to, both when an endpoint is saved and again on every connection (so DNS rebinding fails).
 * `ALLOW_PRIVATE_TARGETS`: `none` (production default) refuses every non-public address; `loopback`
 * (local development and tests) also admits 127.0.0.0/8 and ::1; `all` admits any address except cloud
 * metadata services, which no merchant endpoint legitimately is.
 */
export const PRIVATE_TARGET_MODES = ["none", "loopback", "all"] as const;
export type PrivateTargets = (typeof PRIVATE_TARGET_MODES)[number];

export type AddressClass = "public" | "loopback" | "private" | "link-local" | "metadata" | "unspecified" | "multicast" | "reserved";

type Range = [bytes: number[], bits: number, cls: AddressClass];

const V4: Range[] = [
  [[169, 254, 169, 254], 32, "metadata"],
  [[0, 0, 0, 0], 32, "unspecified"],
  [[0, 0, 0, 0], 8, "reserved"], // "this network"
  [[127, 0, 0, 0], 8, "loopback"],
  [[10, 0, 0, 0], 8, "private"],
  [[100, 64, 0, 0], 10, "private"], // carrier-grade NAT
  [[172, 16, 0, 0], 12, "private"],
  [[192, 168, 0, 0], 16, "private"],
  [[169, 254, 0, 0], 16, "link-local"],
  [[192, 0, 0, 0], 24, "reserved"], // IETF protocol assignments
  [[198, 18, 0, 0], 15, "reserved"], // benchmarking
  [[224, 0, 0, 0], 4, "multicast"],
  [[240, 0, 0, 0], 4, "reserved"], // includes 255.255.255.255
];

const V6: Range[] = [
  [ipv6Bytes("fd00:ec2::254"), 128, "metadata"], // AWS IMDS over IPv6
  [ipv6Bytes("::"), 128, "unspecified"],
  [ipv6Bytes("::1"), 128, "loopback"],
  [ipv6Bytes("fc00::"), 7, "private"], // unique local
  [ipv6Bytes("fe80::"), 10, "link-local"],
  [ipv6Bytes("fec0::"), 10, "private"], // deprecated site-local
  [ipv6Bytes("ff00::"), 8, "multicast"],
  [ipv6Bytes("2002::"), 16, "reserved"], // 6to4 relays can reach embedded IPv4 targets
  [ipv6Bytes("2001::"), 32, "reserved"], // Teredo, same reason
  [ipv6Bytes("100::"), 64, "reserved"], // discard-only
];

/** IPv6 prefixes whose last 32 bits are an IPv4 address, classified as that address. */
const EMBEDDING_V4: number[][] = [ipv6Bytes("::ffff:0:0").slice(0, 12), ipv6Bytes("64:ff9b::").slice(0, 12)];

export function classifyAddress(address: string): AddressClass {
  const ip = address.replace(/^\[|\]$/g, "").split("%")[0];
  const family = isIP(ip);
  if (family === 4) return lookupRange(V4, ipv4Bytes(ip));
  if (family !== 6) return "reserved"; // not an address at all: never a valid target
  const bytes = ipv6Bytes(ip);
  if (EMBEDDING_V4.some((prefix) => prefix.every((b, i) => bytes[i] === b))) return lookupRange(V4, bytes.slice(12));
  return lookupRange(V6, bytes);
}

export function isAllowedAddress(address: string, mode: PrivateTargets): boolean {
  const cls = classifyAddress(address);
  if (cls === "public") return true;
  if (cls === "metadata") return false;
  return mode === "all" || (mode === "loopback" && cls === "loopback");
}

function lookupRange(ranges: Range[], bytes: number[]): AddressClass {
  for (const [prefix, bits, cls] of ranges) if (inPrefix(bytes, prefix, bits)) return cls;
  return "public";
}

function inPrefix(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < prefix.length && bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[i] & mask) !== (prefix[i] & mask)) return false;
  }
  return true;
}

function ipv4Bytes(ip: string): number[] {
  return ip.split(".").map(Number);
}

/** 16 bytes of a valid IPv6 literal (checked with isIP first), including a dotted IPv4 tail. */
function ipv6Bytes(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}
