import { AddressClass, classifyAddress, isAllowedAddress } from "./target-policy";

describe("classifyAddress", () => {
  it.each<[string, AddressClass]>([
    ["8.8.8.8", "public"],
    ["200.147.67.142", "public"],
    ["2804:14c::1", "public"],
    ["2606:4700:4700::1111", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "private"],
    ["100.127.255.254", "private"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["::ffff:10.0.0.1", "private"],
    ["169.254.10.1", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["0.1.2.3", "reserved"],
    ["2002:7f00:1::", "reserved"],
    ["not-an-ip", "reserved"],
  ])("%s is %s", (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it("does not over-match the neighbours of private ranges", () => {
    expect(classifyAddress("172.32.0.1")).toBe("public");
    expect(classifyAddress("172.15.255.255")).toBe("public");
    expect(classifyAddress("100.128.0.1")).toBe("public");
    expect(classifyAddress("11.0.0.1")).toBe("public");
    expect(classifyAddress("fe00::1")).toBe("public");
  });
});

describe("isAllowedAddress", () => {
  it("refuses every non-public address by default", () => {
    for (const ip of ["127.0.0.1", "::1", "10.0.0.1", "169.254.169.254", "0.0.0.0", "fd00::1", "224.0.0.1"]) {
      expect(isAllowedAddress(ip, "none")).toBe(false);
    }
    expect(isAllowedAddress("8.8.8.8", "none")).toBe(true);
  });
  it("admits loopback only when loopback is allowed", () => {
    expect(isAllowedAddress("127.0.0.1", "loopback")).toBe(true);
    expect(isAllowedAddress("::1", "loopback")).toBe(true);
    expect(isAllowedAddress("10.0.0.1", "loopback")).toBe(false);
    expect(isAllowedAddress("169.254.1.1", "loopback")).toBe(false);
  });
  it("admits private networks with `all`, but never a metadata service", () => {
    expect(isAllowedAddress("10.0.0.1", "all")).toBe(true);
    expect(isAllowedAddress("127.0.0.1", "all")).toBe(true);
    expect(isAllowedAddress("169.254.169.254", "all")).toBe(false);
    expect(isAllowedAddress("fd00:ec2::254", "all")).toBe(false);
  });
});
