import { AddressClass, classifyAddress, isAllowedAddress, METADATA_ADDRESSES, PRIVATE_TARGET_MODES, type PrivateTargets } from "./target-policy";

/** Every form an address can take: plain, and each IPv6 form that embeds an IPv4 address. */
describe("classifyAddress", () => {
  it.each<[string, AddressClass]>([
    // IPv4
    ["8.8.8.8", "public"],
    ["200.147.67.142", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "private"],
    ["100.127.255.254", "private"],
    ["169.254.10.1", "link-local"],
    ["169.254.169.254", "metadata"],
    ["169.254.170.2", "metadata"],
    ["169.254.170.23", "metadata"],
    ["100.100.100.200", "metadata"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "reserved"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["240.0.0.1", "reserved"],
    ["192.0.0.8", "reserved"],
    ["198.18.0.1", "reserved"],
    ["203.0.113.10", "reserved"], // documentation ranges are not routable
    // IPv6, plain
    ["2804:14c::1", "public"],
    ["2606:4700:4700::1111", "public"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::", "unspecified"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["fec0::1", "private"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["fd00:ec2::254", "metadata"],
    ["fd00:ec2::23", "metadata"],
    ["[fd00:ec2:0:0:0:0:0:254]", "metadata"],
    ["100::1", "reserved"], // discard-only
    ["2001:db8::1", "reserved"], // documentation
    ["4000::1", "reserved"], // outside global unicast 2000::/3
    ["fe00::1", "reserved"],
    // IPv4-mapped ::ffff:0:0/96
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:8.8.8.8", "public"],
    // IPv4-compatible ::/96 (deprecated)
    ["::10.0.0.1", "private"],
    ["[::10.0.0.1]", "private"],
    ["::a00:1", "private"],
    ["::169.254.169.254", "metadata"],
    ["::127.0.0.1", "loopback"],
    ["::100.100.100.200", "metadata"],
    ["::8.8.8.8", "public"],
    // SIIT ::ffff:0:0:0/96 (RFC 6145)
    ["::ffff:0:10.0.0.1", "private"],
    ["::ffff:0:a9fe:a9fe", "metadata"],
    ["::ffff:0:8.8.8.8", "public"],
    // NAT64 well-known 64:ff9b::/96 (RFC 6052)
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::10.0.0.1", "private"],
    ["64:ff9b::169.254.170.2", "metadata"],
    ["64:ff9b::8.8.8.8", "public"],
    // NAT64 local-use 64:ff9b:1::/48 (RFC 8215): every prefix length's position is judged
    ["64:ff9b:1::a00:1", "private"],
    ["64:ff9b:1::a9fe:a9fe", "metadata"],
    ["64:ff9b:1:a9:fe:a9fe::", "metadata"], // 169.254.169.254 at the /56 position
    ["64:ff9b:1:0:a:a00:100:0", "private"], // /64 position
    ["64:ff9b:1::808:808", "private"], // public IPv4, but still an operator's local network
    // 6to4 2002::/16
    ["2002:a00:1::1", "private"],
    ["2002:7f00:1::", "loopback"],
    ["2002:a9fe:a9fe::1", "metadata"],
    ["2002:808:808::1", "public"],
    // Teredo 2001::/32: server IPv4 in bits 32–63, client IPv4 inverted in the last 32 bits
    ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", "public"], // client 8.8.8.8,
    ["2001:0:a00:1:8000:63bf:f7f7:f7f7", "private"], // server 10.0.0.1,
    ["2001:0:4136:e378:8000:63bf:5601:5601", "metadata"], // client 5601:5601 inverted is 169.254.169.254
    // not an address
    ["not-an-ip", "reserved"],
    ["", "reserved"],
  ])("%s is %s", (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it("does not over-match the neighbours of private ranges", () => {
    for (const ip of ["172.32.0.1", "172.15.255.255", "100.128.0.1", "11.0.0.1", "169.253.255.255", "2000::1"]) {
      expect({ ip, cls: classifyAddress(ip) }).toEqual({ ip, cls: "public" });
    }
  });
});

describe("isAllowedAddress in every mode", () => {
  const allowed = (ip: string) => Object.fromEntries(PRIVATE_TARGET_MODES.map((m) => [m, isAllowedAddress(ip, m)]));
  const only = (...modes: PrivateTargets[]) => Object.fromEntries(PRIVATE_TARGET_MODES.map((m) => [m, modes.includes(m)]));

  it.each([
    ...METADATA_ADDRESSES,
    "::ffff:169.254.169.254", "::169.254.169.254", "::ffff:0:169.254.170.2", "64:ff9b::100.100.100.200", "64:ff9b:1::a9fe:a9fe",
    "2002:a9fe:a9fe::", "[::ffff:a9fe:aa02]",
  ])("never admits the metadata address %s", (ip) => {
    expect(allowed(ip)).toEqual(only());
  });

  it.each(["::10.0.0.1", "::ffff:0:10.0.0.1", "64:ff9b:1::a00:1", "10.0.0.1", "::ffff:10.0.0.1", "2002:a00:1::1", "fd00::1", "169.254.1.1", "0.0.0.0", "224.0.0.1"])(
    "admits the non-public %s only in mode all",
    (ip) => expect(allowed(ip)).toEqual(only("all")),
  );

  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1", "::127.0.0.1", "64:ff9b::7f00:1"])("admits loopback %s in loopback and all", (ip) => {
    expect(allowed(ip)).toEqual(only("loopback", "all"));
  });

  it.each(["8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2002:808:808::1"])("admits the public %s in every mode", (ip) => {
    expect(allowed(ip)).toEqual(only("none", "loopback", "all"));
  });
});
