/**
 * BR Code parsing and validation (BCB "Manual de Padrões para Iniciação do Pix"): structure,
 * CRC, then the fields the Pix arrangement makes mandatory. Encoding lives in brcode.ts.
 */
import { crc16Hex } from "./crc16";
import { BrCodeError, parseTlvs, type Tlv } from "./emv-tlv";

export const PIX_GUI = "br.gov.bcb.pix";

export interface DecodedBrCode {
  payloadFormat: string;
  pointOfInitiation?: "11" | "12";
  gui: string;
  pixKey?: string;
  locationUrl?: string;
  description?: string;
  mcc: string;
  currency: string;
  amountCents?: number;
  country: string;
  merchantName: string;
  merchantCity: string;
  postalCode?: string;
  /** Field 62-05: the txid of a static code, or "***" (always so in a dynamic code). */
  txid: string;
  crc: string;
}

/** Templates whose value is itself a TLV list, parsed so that a bad inner length is caught too. */
function isTemplate(id: string): boolean {
  const n = Number(id);
  return (n >= 26 && n <= 51) || n === 62 || n === 64 || n >= 80;
}

function parseAmount(value: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m || value.length > 13) {
    throw new BrCodeError(`field 54 (amount) "${value}" is not a decimal with at most 2 places and 13 characters`);
  }
  // ≤ 14 digits of centavos, far below 2^53, so Number() of the digit string is exact.
  return Number(m[1] + (m[2] ?? "").padEnd(2, "0"));
}

export function decodeBrCode(code: string): DecodedBrCode {
  if (typeof code !== "string" || code === "") throw new BrCodeError("BR Code is empty");
  const chars = Array.from(code);
  const fields = parseTlvs(chars, "BR Code");
  const last = fields[fields.length - 1];
  if (fields[0].id !== "00") throw new BrCodeError("BR Code must start with field 00 (Payload Format Indicator)");
  if (last.id !== "63") throw new BrCodeError("BR Code must end with field 63 (CRC)");
  if (!/^[0-9A-Fa-f]{4}$/.test(last.value)) throw new BrCodeError(`field 63 (CRC) "${last.value}" is not 4 hex digits`);
  const computed = crc16Hex(chars.slice(0, last.start + 4).join(""));
  // Lowercase hex is accepted: some generators emit it and it carries the same checksum.
  if (computed !== last.value.toUpperCase()) {
    throw new BrCodeError(`CRC mismatch: code says ${last.value}, computed ${computed}`);
  }

  const top = new Map(fields.map((f) => [f.id, f.value]));
  const sub = new Map<string, Map<string, string>>();
  for (const f of fields) {
    if (isTemplate(f.id)) sub.set(f.id, toMap(parseTlvs(Array.from(f.value), `field ${f.id}`)));
  }
  const need = (id: string, name: string): string => {
    const v = top.get(id);
    if (v === undefined) throw new BrCodeError(`missing mandatory field ${id} (${name})`);
    return v;
  };

  const payloadFormat = need("00", "Payload Format Indicator");
  if (payloadFormat !== "01") throw new BrCodeError(`field 00 must be "01", got "${payloadFormat}"`);
  const poi = top.get("01");
  if (poi !== undefined && poi !== "11" && poi !== "12") {
    throw new BrCodeError(`field 01 (Point of Initiation Method) must be "11" or "12", got "${poi}"`);
  }

  // The manual lets the Pix account template sit at any id in 26..51; other ids may hold other arrangements.
  const accountIds = [...sub.keys()].filter((id) => Number(id) >= 26 && Number(id) <= 51);
  if (accountIds.length === 0) throw new BrCodeError("missing mandatory field 26 (Merchant Account Information)");
  const pixId = accountIds.find((id) => sub.get(id)!.get("00")?.toLowerCase() === PIX_GUI);
  if (pixId === undefined) {
    const guis = accountIds.map((id) => `${id}:"${sub.get(id)!.get("00") ?? ""}"`).join(", ");
    throw new BrCodeError(`no Merchant Account Information template with GUI ${PIX_GUI} (found ${guis})`);
  }
  const account = sub.get(pixId)!;
  const pixKey = account.get("01");
  const locationUrl = account.get("25");
  if (pixKey !== undefined && locationUrl !== undefined) {
    throw new BrCodeError(`field ${pixId} has both a key (01) and a location URL (25)`);
  }

  const mcc = need("52", "Merchant Category Code");
  if (!/^\d{4}$/.test(mcc)) throw new BrCodeError(`field 52 (MCC) must be 4 digits, got "${mcc}"`);
  const currency = need("53", "Transaction Currency");
  if (currency !== "986") throw new BrCodeError(`field 53 (currency) must be "986" (BRL), got "${currency}"`);
  const country = need("58", "Country Code");
  if (country !== "BR") throw new BrCodeError(`field 58 (country) must be "BR", got "${country}"`);
  const merchantName = need("59", "Merchant Name");
  const merchantCity = need("60", "Merchant City");
  need("62", "Additional Data Field Template");
  const txid = sub.get("62")!.get("05");
  if (txid === undefined) throw new BrCodeError("missing mandatory field 62-05 (Reference Label / txid)");
  // Encoding is held to the manual's 25; decoding tolerates PSPs that put a full 26..35-char cob txid here.
  if (txid !== "***" && !/^[A-Za-z0-9]{1,35}$/.test(txid)) {
    throw new BrCodeError(`field 62-05 (txid) must be alphanumeric or "***", got "${txid}"`);
  }
  if (locationUrl !== undefined && txid !== "***") {
    // Manual 2.7: a dynamic code's txid lives in the payload behind the location, so 62-05 holds "***".
    throw new BrCodeError(`field 62-05 of a dynamic code (with a location URL) must be "***", got "${txid}"`);
  }
  const amount = top.get("54");

  return {
    payloadFormat,
    ...(poi !== undefined && { pointOfInitiation: poi as "11" | "12" }),
    gui: account.get("00")!,
    ...(pixKey !== undefined && { pixKey }),
    ...(locationUrl !== undefined && { locationUrl }),
    ...(account.has("02") && { description: account.get("02") }),
    mcc,
    currency,
    ...(amount !== undefined && { amountCents: parseAmount(amount) }),
    country,
    merchantName,
    merchantCity,
    ...(top.has("61") && { postalCode: top.get("61") }),
    txid,
    crc: last.value.toUpperCase(),
  };
}

function toMap(tlvs: Tlv[]): Map<string, string> {
  return new Map(tlvs.map((t) => [t.id, t.value]));
}
