import { isIPv4, isIPv6 } from "node:net";

/** Expands "2001:db8::1" to its eight 16-bit groups. */
function ipv6Groups(ip: string): string[] {
  const [head, tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(Math.max(missing, 0)).fill("0"), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * The rate-limit key of a client address. IPv4-mapped IPv6 counts as the IPv4 address it carries;
 * any other IPv6 address counts by its /64, because one subscriber holds a whole /64 and could
 * otherwise rotate addresses to escape the limit.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
  return "unknown";
}
