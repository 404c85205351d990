import { crc32, inflateSync } from "node:zlib";
import { qrMatrix, qrPng, qrPngDataUrl } from "./qr-png";

const CODE =
  "00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4";

/** Minimal PNG reader for the format qrPng writes: returns the chunks, each CRC checked. */
function chunks(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    expect(png.readUInt32BE(at + 8 + len)).toBe(crc32(png.subarray(at + 4, at + 8 + len)) >>> 0);
    out.push({ type, data });
    at += 12 + len;
  }
  return out;
}

describe("qrPng", () => {
  it("writes a valid 1-bit grayscale PNG whose pixels are the QR matrix of the code", () => {
    const png = qrPng(CODE);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const ihdr = parts[0].data;
    const side = ihdr.readUInt32BE(0);
    expect(ihdr.readUInt32BE(4)).toBe(side);
    expect([...ihdr.subarray(8)]).toEqual([1, 0, 0, 0, 0]);

    const modules = qrMatrix(CODE);
    const scale = side / (modules.size + 8);
    expect(Number.isInteger(scale)).toBe(true);
    const raw = inflateSync(parts[1].data);
    const rowBytes = Math.ceil(side / 8);
    const dark = (x: number, y: number) => !(raw[y * (rowBytes + 1) + 1 + (x >> 3)] & (0x80 >> (x & 7)));
    for (let my = -4; my < modules.size + 4; my++) {
      for (let mx = -4; mx < modules.size + 4; mx++) {
        const inside = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size;
        const expected = inside && Boolean(modules.get(my, mx));
        const [x, y] = [(mx + 4) * scale + Math.floor(scale / 2), (my + 4) * scale + Math.floor(scale / 2)];
        expect(dark(x, y)).toBe(expected);
      }
    }
  });

  it("is deterministic and small", () => {
    const url = qrPngDataUrl(CODE);
    expect(url).toBe(qrPngDataUrl(CODE));
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    expect(url.length).toBeLessThan(3000);
  });

  it("encodes level M with the fixed mask, as its format information (ISO 18004 §7.9) says", () => {
    const m = qrMatrix(CODE);
    // The 15 format bits along column 8, least significant first (the order qrcode places them in).
    let bits = 0;
    for (let i = 0; i < 15; i++) {
      const row = i < 6 ? i : i < 8 ? i + 1 : m.size - 15 + i;
      if (m.get(row, 8)) bits |= 1 << i;
    }
    // Level M (00), mask 000: BCH code 0, XOR the format mask 101010000010010.
    expect(bits).toBe(0b101010000010010);
  });
});
