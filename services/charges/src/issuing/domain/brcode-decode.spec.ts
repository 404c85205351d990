import { BrCodeError, decodeBrCode } from "./brcode";
import { crc16Hex } from "./crc16";

// BCB manual 2.6.3 static example.
const STATIC = "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
// BCB manual 2.7.2 dynamic example.
const DYNAMIC = "00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4";

/** Edits the body of STATIC and re-signs it, so the structural check (not the CRC) must catch it. */
function resigned(edit: (body: string) => string, code = STATIC): string {
  const body = edit(code.slice(0, -8)) + "6304";
  return body + crc16Hex(body);
}

/** Replaces one character by a different one of the same class, never just a case change. */
function flip(c: string): string {
  if (/[0-8a-yA-Y]/.test(c)) return String.fromCharCode(c.charCodeAt(0) + 1);
  return ({ "9": "0", z: "a", Z: "A" } as Record<string, string>)[c] ?? (c === "X" ? "Y" : "X");
}

describe("decodeBrCode rejects malformed codes", () => {
  it.each<[string, string, RegExp]>([
    ["empty string", "", /empty/],
    ["wrong CRC", STATIC.slice(0, -4) + "0000", /CRC mismatch: code says 0000, computed 1D3D/],
    ["CRC that is not hex", STATIC.slice(0, -4) + "1D3G", /not 4 hex digits/],
    ["truncated inside the CRC", STATIC.slice(0, -1), /field 63 declares length 4 but only 3 characters remain/],
    ["truncated before the CRC", STATIC.slice(0, -8), /must end with field 63/],
    ["truncated mid-header", STATIC.slice(0, 2), /truncated data object header/],
    ["truncated mid-field", STATIC.slice(0, 50), /truncated/],
    ["trailing garbage", STATIC + "X", /truncated data object header/],
    ["trailing data object", STATIC + "0102AB", /must end with field 63/],
    ["non-numeric length", resigned((b) => b.replace("5913Fulano", "59xxFulano")), /field 59 has non-numeric length "xx"/],
    ["non-numeric id", resigned((b) => b.replace("5802BR", "5X02BR")), /non-numeric id "5X"/],
    ["zero length", resigned((b) => b.replace("5802BR", "5800")), /field 58 has length 00/],
    ["top-level length overflow", resigned((b) => b.replace("5913Fulano", "5999Fulano")), /field 59 declares length 99/],
    ["length overflow inside 62", resigned((b) => b.replace("0503***", "0504***")), /field 62: field 05 declares length 4 but only 3/],
    ["length overflow inside 26", resigned((b) => b.replace("0136123e", "0137123e")), /field 26: field 01 declares length 37/],
    ["duplicate field", resigned((b) => b.replace("5802BR", "5802BR5802BR")), /field 58 appears more than once/],
    ["missing 59", resigned((b) => b.replace("5913Fulano de Tal", "")), /missing mandatory field 59/],
    ["missing 60", resigned((b) => b.replace("6008BRASILIA", "")), /missing mandatory field 60/],
    ["missing 52", resigned((b) => b.replace("52040000", "")), /missing mandatory field 52/],
    ["missing 53", resigned((b) => b.replace("5303986", "")), /missing mandatory field 53/],
    ["missing 58", resigned((b) => b.replace("5802BR", "")), /missing mandatory field 58/],
    ["missing 62", resigned((b) => b.replace("62070503***", "")), /missing mandatory field 62/],
    ["62 without 05", resigned((b) => b.replace("62070503***", "62070703***")), /62-05/],
    ["missing 26", resigned((b) => b.replace(/26580014.*5204/, "5204")), /missing mandatory field 26/],
    ["wrong GUI", resigned((b) => b.replace("br.gov.bcb.pix", "br.gov.bcb.pox")), /GUI br\.gov\.bcb\.pix \(found 26:"br\.gov\.bcb\.pox"\)/],
    ["payload format 02", resigned((b) => b.replace(/^000201/, "000202")), /field 00 must be "01"/],
    ["not starting with 00", resigned((b) => b.replace(/^000201/, "")), /must start with field 00/],
    ["point of initiation 13", resigned((b) => b.replace("010212", "010213"), DYNAMIC), /field 01/],
    ["currency other than BRL", resigned((b) => b.replace("5303986", "5303840")), /field 53/],
    ["country other than BR", resigned((b) => b.replace("5802BR", "5802US")), /field 58/],
    ["MCC not numeric", resigned((b) => b.replace("52040000", "5204ABCD")), /field 52/],
    ["amount with 3 decimals", resigned((b) => b.replace("5802BR", "54051.0055802BR")), /field 54/],
    ["amount with comma", resigned((b) => b.replace("5802BR", "540410,55802BR")), /field 54/],
    ["txid with a hyphen", resigned((b) => b.replace("62070503***", "62070503a-b")), /field 62-05/],
    ["both key and URL", resigned((b) => b.replace("26580014br.gov.bcb.pix", "26700014br.gov.bcb.pix2508ab.cd/ef")), /both a key/],
    // Manual 2.7: a dynamic code's txid is in the location payload; every published dynamic example has "***".
    ["dynamic code with a txid in 62-05", resigned((b) => b.replace("62070503***", "62150511PEDIDO12345"), DYNAMIC), /62-05 of a dynamic code .* must be "\*\*\*", got "PEDIDO12345"/],
  ])("%s", (_name, code, message) => {
    expect(() => decodeBrCode(code)).toThrow(BrCodeError);
    expect(() => decodeBrCode(code)).toThrow(message);
  });

  // CRC-16 detects every single-byte change, so no single flip anywhere may decode.
  it.each([["static", STATIC], ["dynamic", DYNAMIC]])("rejects every single flipped character of the %s example", (_n, code) => {
    for (let i = 0; i < code.length; i++) {
      const bad = code.slice(0, i) + flip(code[i]) + code.slice(i + 1);
      expect(bad).not.toBe(code);
      expect(() => decodeBrCode(bad)).toThrow(BrCodeError);
    }
  });
});

describe("decodeBrCode leniency that real codes need", () => {
  it("accepts a lowercase CRC and reports it uppercase", () => {
    expect(decodeBrCode(STATIC.slice(0, -4) + "1d3d").crc).toBe("1D3D");
  });

  it("accepts an uppercase GUI (the manual says GUIs are case-insensitive)", () => {
    expect(decodeBrCode(resigned((b) => b.replace("br.gov.bcb.pix", "BR.GOV.BCB.PIX"))).gui).toBe("BR.GOV.BCB.PIX");
  });

  it("finds the Pix template at another id in 26..51 and skips other arrangements", () => {
    const code = resigned((b) => b.replace("2658", "26080004acme2758"));
    expect(decodeBrCode(code).pixKey).toBe("123e4567-e12b-12d1-a456-426655440000");
  });

  it("counts lengths in characters and hashes UTF-8 (CRC E20B verified with Python)", () => {
    const code = STATIC.replace("5913Fulano de Tal", "5916Padaria São João").slice(0, -4) + "E20B";
    expect(decodeBrCode(code).merchantName).toBe("Padaria São João");
  });

  it("keeps the txid of a static code", () => {
    expect(decodeBrCode(resigned((b) => b.replace("62070503***", "62150511PEDIDO12345"))).txid).toBe("PEDIDO12345");
  });

  it("accepts a 26..35 character txid emitted by some PSPs", () => {
    const txid = "a".repeat(32);
    expect(decodeBrCode(resigned((b) => b.replace("62070503***", `62360532${txid}`))).txid).toBe(txid);
  });

  it.each([["100", 10000], ["0.5", 50], ["0.00", 0], ["9999999999.99", 999999999999]])("parses amount %s as %i centavos", (text, cents) => {
    const code = resigned((b) => b.replace("5802BR", `54${String(text.length).padStart(2, "0")}${text}5802BR`));
    expect(decodeBrCode(code).amountCents).toBe(cents);
  });

  it("returns the postal code and description", () => {
    const code = resigned((b) => b.replace("26580014", "26640014").replace("4266554400005204", "4266554400000202Oi5204").replace("6008BRASILIA", "6008BRASILIA610870040010"));
    expect(decodeBrCode(code)).toMatchObject({ description: "Oi", postalCode: "70040010" });
  });
});
