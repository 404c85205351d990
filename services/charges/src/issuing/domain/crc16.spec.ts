import { crc16CcittFalse, crc16Hex } from "./crc16";

describe("crc16CcittFalse", () => {
  it.each([
    ["standard check value", "123456789", 0x29b1],
    ["empty input is the init value", "", 0xffff],
    // BCB manual 2.6.3 static example, everything up to and including "6304".
    [
      "BCB static example payload",
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304",
      0x1d3d,
    ],
  ])("%s", (_name, input, expected) => {
    expect(crc16CcittFalse(input)).toBe(expected);
  });

  it("hashes strings as UTF-8 bytes", () => {
    expect(crc16CcittFalse("ã")).toBe(crc16CcittFalse(new Uint8Array([0xc3, 0xa3])));
  });

  it.each([
    ["123456789", "29B1"],
    ["A", "B915"], // leading hex digit must stay uppercase
  ])("crc16Hex(%j) = %s", (input, hex) => {
    expect(crc16Hex(input)).toBe(hex);
  });

  it("zero-pads to 4 digits", () => {
    // 0x01 0x75 hashes to 0x000C (cross-checked with Python binascii.crc_hqx(data, 0xFFFF)).
    expect(crc16Hex(new Uint8Array([0x01, 0x75]))).toBe("000C");
  });
});
