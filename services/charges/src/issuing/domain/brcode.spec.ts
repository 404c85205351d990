import { decodeBrCode, encodeBrCode, type BrCodeInput, type DecodedBrCode } from "./brcode";

// Examples printed in the BCB "Manual de Padrões para Iniciação do Pix"; each CRC was recomputed
// by this implementation and independently by Python's binascii.crc_hqx(payload, 0xFFFF).
const MANUAL_STATIC = // 2.6.3
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
const MANUAL_DYNAMIC = // 2.7.2
  "00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4";
const MANUAL_COMPOSITE_STATIC = // 2.8.5.2: amount 100.50 plus an 80..99 recurrence template
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.505802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875";
const MANUAL_COMPOSITE_REC_ONLY = // 2.8.5.1: template 26 carries only the GUI
  "00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac1200026304F2DA";
// Not from the manual: a PSP sample (Bradesco homologation host) published in a public API doc,
// kept because the manual has no dynamic example with field 54. CRC verified as above.
const PSP_DYNAMIC_WITH_AMOUNT =
  "00020101021226820014br.gov.bcb.pix2560qrpix-h.bradesco.com.br/9d36b84f-c70b-478f-b95c-12729b90ca2552040000530398654071310.105802BR5905ASAAS6009JOINVILLE62070503***63049917";

const FULANO = { mcc: "0000", currency: "986", country: "BR", merchantName: "Fulano de Tal", merchantCity: "BRASILIA" };
const EVP = "123e4567-e12b-12d1-a456-426655440000";

describe("decodeBrCode on published examples", () => {
  it.each<[string, string, DecodedBrCode]>([
    ["manual static", MANUAL_STATIC, { payloadFormat: "01", gui: "br.gov.bcb.pix", pixKey: EVP, ...FULANO, txid: "***", crc: "1D3D" }],
    [
      "manual dynamic",
      MANUAL_DYNAMIC,
      { payloadFormat: "01", pointOfInitiation: "12", gui: "br.gov.bcb.pix", locationUrl: "pix.example.com/8b3da2f39a4140d1a91abd93113bd441", ...FULANO, txid: "***", crc: "64E4" },
    ],
    [
      "manual composite (static + recurrence)",
      MANUAL_COMPOSITE_STATIC,
      { payloadFormat: "01", gui: "br.gov.bcb.pix", pixKey: EVP, ...FULANO, amountCents: 10050, txid: "***", crc: "2875" },
    ],
    ["manual composite (recurrence only)", MANUAL_COMPOSITE_REC_ONLY, { payloadFormat: "01", gui: "br.gov.bcb.pix", ...FULANO, txid: "***", crc: "F2DA" }],
    [
      "PSP dynamic with amount",
      PSP_DYNAMIC_WITH_AMOUNT,
      {
        payloadFormat: "01", pointOfInitiation: "12", gui: "br.gov.bcb.pix",
        locationUrl: "qrpix-h.bradesco.com.br/9d36b84f-c70b-478f-b95c-12729b90ca25",
        mcc: "0000", currency: "986", amountCents: 131010, country: "BR", merchantName: "ASAAS", merchantCity: "JOINVILLE", txid: "***", crc: "9917",
      },
    ],
  ])("%s", (_name, code, expected) => {
    expect(decodeBrCode(code)).toStrictEqual(expected);
  });
});

describe("encodeBrCode", () => {
  it.each<[string, BrCodeInput, string]>([
    ["reproduces the manual static example", { pixKey: EVP, merchantName: "Fulano de Tal", merchantCity: "BRASILIA" }, MANUAL_STATIC],
    [
      "reproduces the manual dynamic example",
      { locationUrl: "pix.example.com/8b3da2f39a4140d1a91abd93113bd441", merchantName: "Fulano de Tal", merchantCity: "BRASILIA" },
      MANUAL_DYNAMIC,
    ],
    [
      // Pinned output; CRC 1520 cross-checked with Python binascii.crc_hqx.
      "dynamic with amount",
      { locationUrl: "pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25", amountCents: 12345, merchantName: "Fulano de Tal", merchantCity: "BRASILIA" },
      "00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca255204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62070503***63041520",
    ],
    [
      // Folding + truncation, description, CEP and txid; CRC 5E4A cross-checked with Python.
      "static with every optional field",
      {
        pixKey: "fulano_da_silva.recebedor@example.com", amountCents: 1999, merchantName: "João da Silva Comércio Eletrônico Ltda",
        merchantCity: "São José dos Campos", txid: "PEDIDO12345", description: "Pedido 12345", postalCode: "12245-000",
      },
      "00020126750014br.gov.bcb.pix0137fulano_da_silva.recebedor@example.com0212Pedido 12345520400005303986540519.995802BR5925Joao da Silva Comercio El6015Sao Jose dos Ca61081224500062150511PEDIDO1234563045E4A",
    ],
  ])("%s", (_name, input, expected) => {
    expect(encodeBrCode(input)).toBe(expected);
  });

  it.each<[string, number, string]>([
    ["1 centavo", 1, "0.01"],
    ["10 centavos", 10, "0.10"],
    ["R$ 1,00", 100, "1.00"],
    ["R$ 0,29 (0.1+0.2 class pitfalls)", 29, "0.29"],
    ["R$ 1.000.000.000,00", 100_000_000_000, "1000000000.00"],
  ])("writes amount %s as %s", (_name, amountCents, text) => {
    const code = encodeBrCode({ pixKey: EVP, merchantName: "X", merchantCity: "Y", amountCents });
    expect(code).toContain(`54${String(text.length).padStart(2, "0")}${text}5802BR`);
  });

  it("omits field 54 for a zero amount", () => {
    expect(encodeBrCode({ pixKey: EVP, merchantName: "Fulano de Tal", merchantCity: "BRASILIA", amountCents: 0 })).toBe(MANUAL_STATIC);
  });

  const base = { merchantName: "Loja", merchantCity: "Recife" };
  // Inputs the types already refuse are cast: the runtime checks guard JavaScript callers and casts.
  it.each<[string, unknown, RegExp]>([
    ["neither key nor location", { ...base }, /exactly one of pixKey/],
    ["both key and location", { ...base, pixKey: EVP, locationUrl: "pix.example.com/a" }, /exactly one of pixKey/],
    ["txid with a hyphen", { ...base, pixKey: EVP, txid: "abc-123" }, /txid/],
    ["txid of 26 chars", { ...base, pixKey: EVP, txid: "A".repeat(26) }, /txid/],
    ["empty txid", { ...base, pixKey: EVP, txid: "" }, /txid/],
    ["empty merchant name", { ...base, pixKey: EVP, merchantName: "" }, /merchantName must not be empty/],
    ["blank merchant name", { ...base, pixKey: EVP, merchantName: "   " }, /merchantName must not be empty/],
    ["merchant name without ASCII form", { ...base, pixKey: EVP, merchantName: "Café ☕" }, /merchantName contains/],
    ["empty city", { ...base, pixKey: EVP, merchantCity: "" }, /merchantCity must not be empty/],
    ["negative amount", { ...base, pixKey: EVP, amountCents: -1 }, /amountCents/],
    ["fractional centavos", { ...base, pixKey: EVP, amountCents: 10.5 }, /amountCents/],
    ["NaN amount", { ...base, pixKey: EVP, amountCents: NaN }, /amountCents/],
    ["amount over 13 characters", { ...base, pixKey: EVP, amountCents: 10 ** 13 }, /field 54/],
    ["key of 78 chars", { ...base, pixKey: "k".repeat(78) }, /pixKey/],
    ["key with a space", { ...base, pixKey: "a b" }, /pixKey/],
    ["location with scheme", { ...base, locationUrl: "https://pix.example.com/a" }, /scheme/],
    ["location of 78 chars", { ...base, locationUrl: "p".repeat(78) }, /locationUrl/],
    ["description on a dynamic code", { ...base, locationUrl: "pix.example.com/a", description: "x" }, /static/],
    ["a txid on a dynamic code", { ...base, locationUrl: "pix.example.com/a", txid: "PEDIDO12345" }, /dynamic code carries "\*\*\*" in field 62-05/],
    ["template 26 over 99 chars", { ...base, pixKey: "k".repeat(60), description: "d".repeat(30) }, /field 26 .* 1\.\.99/],
    ["bad CEP", { ...base, pixKey: EVP, postalCode: "1234-567" }, /postalCode/],
  ])("rejects %s", (_name, input, message) => {
    expect(() => encodeBrCode(input as BrCodeInput)).toThrow(message);
  });

  // Manual 2.7: the dynamic code's txid is read from the location payload, never from field 62-05.
  it("writes \"***\" in 62-05 of a dynamic code and the txid in 62-05 of a static one", () => {
    const dynamic = encodeBrCode({ locationUrl: "pix.example.com/qr/v2/abc", amountCents: 1999, merchantName: "Loja", merchantCity: "Recife" });
    expect(dynamic).toContain("62070503***6304");
    expect(decodeBrCode(dynamic).txid).toBe("***");
    const fixed = encodeBrCode({ pixKey: EVP, txid: "PEDIDO12345", merchantName: "Loja", merchantCity: "Recife" });
    expect(fixed).toContain("62150511PEDIDO123456304");
    expect(decodeBrCode(fixed).txid).toBe("PEDIDO12345");
  });
});

describe("Pix Automático (field 80)", () => {
  const REC = "pix.example.com/rec/2353c790eefb11eaadc10242ac120002";
  it("J2: the manual's recurrence-only example (2.8.5.1), byte for byte", () => {
    expect(encodeBrCode({ recurrenceUrl: REC, merchantName: "Fulano de Tal", merchantCity: "BRASILIA" })).toBe(MANUAL_COMPOSITE_REC_ONLY);
  });
  it("J3: the first charge's dynamic location (26) and the recurrence (80) in one code", () => {
    const code = encodeBrCode({ locationUrl: "pix.example.com/qr/v2/abc", amountCents: 8990, merchantName: "Loja", merchantCity: "Recife", recurrenceUrl: REC });
    expect(decodeBrCode(code)).toMatchObject({ locationUrl: "pix.example.com/qr/v2/abc", amountCents: 8990 });
    expect(code).toContain(`80740014br.gov.bcb.pix2552${REC}6304`);
    expect(() => encodeBrCode({ pixKey: EVP, recurrenceUrl: REC, merchantName: "Loja", merchantCity: "Recife" })).toThrow(/recurrenceUrl/);
    expect(() => encodeBrCode({ recurrenceUrl: `https://${REC}`, merchantName: "Loja", merchantCity: "Recife" })).toThrow(/scheme/);
  });
});

describe("encode → decode round trip", () => {
  it.each<[string, BrCodeInput, Partial<DecodedBrCode>]>([
    ["static minimal", { pixKey: "+5561912345678", merchantName: "Ana", merchantCity: "Natal" }, { pixKey: "+5561912345678", txid: "***" }],
    ["static with txid and amount", { pixKey: "00038166000105", merchantName: "BCB", merchantCity: "Brasilia", txid: "a1B2c3", amountCents: 500 }, { pixKey: "00038166000105", txid: "a1B2c3", amountCents: 500 }],
    ["static with description", { pixKey: EVP, merchantName: "Ana", merchantCity: "Natal", description: "Promoção de verão" }, { description: "Promocao de verao" }],
    ["dynamic with amount and CEP", { locationUrl: "pix.example.com/qr/v2/cob/abc", merchantName: "Ana", merchantCity: "Natal", amountCents: 123456789, postalCode: "59000000" }, { pointOfInitiation: "12", locationUrl: "pix.example.com/qr/v2/cob/abc", amountCents: 123456789, postalCode: "59000000" }],
    ["dynamic with host:port (not mistaken for a scheme)", { locationUrl: "pix.example.com:8443/cob/1", merchantName: "Ana", merchantCity: "Natal" }, { locationUrl: "pix.example.com:8443/cob/1" }],
    ["dynamic with an explicit \"***\"", { locationUrl: "pix.example.com/x", merchantName: "Ana", merchantCity: "Natal", txid: "***" }, { txid: "***" }],
    ["static with 25-char txid", { pixKey: EVP, merchantName: "Ana", merchantCity: "Natal", txid: "Z".repeat(25) }, { txid: "Z".repeat(25) }],
  ])("%s", (_name, input, expected) => {
    const decoded = decodeBrCode(encodeBrCode(input));
    expect(decoded).toMatchObject({ payloadFormat: "01", gui: "br.gov.bcb.pix", mcc: "0000", currency: "986", country: "BR", ...expected });
    expect(decoded.merchantName).toBe(input.merchantName.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
  });
});

describe("published examples round-trip: decode → encode gives the same code", () => {
  // The composite (recurrence, template 80) examples carry a template the encoder does not emit; they are decoded above.
  it.each([
    ["manual static", MANUAL_STATIC],
    ["manual dynamic", MANUAL_DYNAMIC],
    ["PSP dynamic with amount", PSP_DYNAMIC_WITH_AMOUNT],
  ])("%s", (_name, code) => {
    const d = decodeBrCode(code);
    const common = { amountCents: d.amountCents, merchantName: d.merchantName, merchantCity: d.merchantCity, postalCode: d.postalCode };
    const again = encodeBrCode(
      d.locationUrl !== undefined
        ? { ...common, locationUrl: d.locationUrl }
        : { ...common, pixKey: d.pixKey!, txid: d.txid, description: d.description },
    );
    expect(again).toBe(code);
  });
});
