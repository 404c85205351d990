/**
 * Pix BR Code (EMV QRCPS Merchant-Presented Mode) as specified by the Banco Central do Brasil
 * "Manual de Padrões para Iniciação do Pix" (sections 2.5–2.8).
 */
import { crc16Hex } from "./crc16";
import { PIX_GUI } from "./brcode-decode";
import { tlv } from "./emv-tlv";

export { decodeBrCode, PIX_GUI, type DecodedBrCode } from "./brcode-decode";
export { BrCodeError } from "./emv-tlv";

interface BrCodeCommon {
  /** Integer centavos; omitted from the code when absent or 0 (payer types the amount). */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** CEP, 8 digits, with or without the hyphen. */
  postalCode?: string;
  /**
   * Pix Automático: the recurrence's location (`locrec`, without scheme), emitted in field 80
   * (GUI + URL). With a dynamic location it is journey J3 (pay now and authorize); alone (no pixKey,
   * no locationUrl) it is journey J2 (authorize only).
   */
  recurrenceUrl?: string;
}

/** Journey J2: only the authorization of the recurrence (field 80), no payment now. */
export interface RecurrenceOnlyBrCodeInput extends BrCodeCommon {
  recurrenceUrl: string;
  pixKey?: undefined;
  locationUrl?: undefined;
  txid?: "***";
  description?: undefined;
}

export interface StaticBrCodeInput extends BrCodeCommon {
  /** The DICT key, formatted as the DICT manual says (e.g. +5561912345678). */
  pixKey: string;
  locationUrl?: undefined;
  /** Field 62-05: [A-Za-z0-9]{1,25} or "***"; defaults to "***" (no reconciliation id in the code). */
  txid?: string;
  /** Field 26-02 "infoAdicional". */
  description?: string;
}

export interface DynamicBrCodeInput extends BrCodeCommon {
  /** Location without scheme, e.g. "pix.example.com/qr/v2/abc". */
  locationUrl: string;
  pixKey?: undefined;
  /**
   * Always "***": in a dynamic code the txid travels in the payload behind the location (manual
   * 2.7; every published dynamic example carries 62-05 = "***"), never in the code itself.
   */
  txid?: "***";
  description?: undefined;
}

export type BrCodeInput = StaticBrCodeInput | DynamicBrCodeInput | RecurrenceOnlyBrCodeInput;

const PRINTABLE = /^[\x21-\x7E]+$/; // visible ASCII, no spaces

/** Strips diacritics (São Paulo → Sao Paulo) because EMV text fields are ASCII ("ans"). */
function foldAscii(value: string, what: string, max?: number): string {
  const folded = value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim();
  if (!/^[\x20-\x7E]*$/.test(folded)) {
    throw new Error(`${what} contains characters with no ASCII equivalent: ${JSON.stringify(value)}`);
  }
  // Long legal names are routine, so truncate to the EMV maximum instead of refusing them.
  const cut = max === undefined ? folded : folded.slice(0, max).trimEnd();
  if (!cut) throw new Error(`${what} must not be empty`);
  return cut;
}

function formatAmount(cents: number | undefined): string | undefined {
  if (cents === undefined || cents === 0) return undefined;
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new Error(`amountCents must be a non-negative integer, got ${cents}`);
  }
  // Integer → "int.frac" by string slicing, so no float ever touches the amount.
  const digits = String(cents).padStart(3, "0");
  const amount = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  if (amount.length > 13) throw new Error(`amount ${amount} exceeds the 13 characters of field 54`);
  return amount;
}

export function encodeBrCode(input: BrCodeInput): string {
  const { pixKey, locationUrl, description } = input;
  const recurrenceOnly = pixKey === undefined && locationUrl === undefined && input.recurrenceUrl !== undefined;
  if (!recurrenceOnly && (pixKey === undefined) === (locationUrl === undefined)) {
    throw new Error("exactly one of pixKey (static) or locationUrl (dynamic) is required");
  }
  if (input.recurrenceUrl !== undefined && pixKey !== undefined) throw new Error("recurrenceUrl goes with a dynamic code or alone, never with a pixKey");
  const account = [tlv("00", PIX_GUI, "GUI")];
  if (locationUrl !== undefined) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(locationUrl)) {
      throw new Error(`locationUrl must not include a scheme (manual 2.5.2): ${locationUrl}`);
    }
    if (!PRINTABLE.test(locationUrl) || locationUrl.length > 77) {
      throw new Error("locationUrl must be 1..77 printable ASCII characters without spaces");
    }
    if (description !== undefined) throw new Error("description is only allowed in static (pixKey) codes");
    account.push(tlv("25", locationUrl, "URL"));
  } else if (!recurrenceOnly) {
    if (!PRINTABLE.test(pixKey!) || pixKey!.length > 77) {
      throw new Error("pixKey must be 1..77 printable ASCII characters without spaces");
    }
    account.push(tlv("01", pixKey!, "chave"));
    // A blank description is dropped rather than emitted as an empty (invalid) field.
    if (description?.trim()) account.push(tlv("02", foldAscii(description, "description"), "infoAdicional"));
  }

  const txid = input.txid ?? "***";
  if (locationUrl !== undefined && txid !== "***") {
    throw new Error(`a dynamic code carries "***" in field 62-05 (its txid is in the location payload), got ${JSON.stringify(txid)}`);
  }
  if (txid !== "***" && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new Error(`txid must match [A-Za-z0-9]{1,25} or be "***", got ${JSON.stringify(txid)}`);
  }
  let postal: string | undefined;
  if (input.postalCode !== undefined) {
    if (!/^\d{5}-?\d{3}$/.test(input.postalCode)) throw new Error(`postalCode must be a CEP, got ${input.postalCode}`);
    postal = input.postalCode.replace("-", "");
  }
  const amount = formatAmount(input.amountCents);

  const fields = [
    tlv("00", "01", "Payload Format Indicator"),
    // "12" = do not reuse; the manual sets it on dynamic codes and omits it on its static example.
    locationUrl !== undefined ? tlv("01", "12", "Point of Initiation Method") : "",
    // J2 (manual 2.8.5.1): template 26 carries only the GUI; the recurrence is in 80.
    tlv("26", account.join(""), "Merchant Account Information"),
    tlv("52", "0000", "Merchant Category Code"),
    tlv("53", "986", "Transaction Currency"),
    amount ? tlv("54", amount, "Transaction Amount") : "",
    tlv("58", "BR", "Country Code"),
    tlv("59", foldAscii(input.merchantName ?? "", "merchantName", 25), "Merchant Name"),
    tlv("60", foldAscii(input.merchantCity ?? "", "merchantCity", 15), "Merchant City"),
    postal ? tlv("61", postal, "Postal Code") : "",
    tlv("62", tlv("05", txid, "Reference Label"), "Additional Data Field"),
    input.recurrenceUrl !== undefined ? recurrenceField(input.recurrenceUrl) : "",
  ];
  // The CRC covers everything up to and including its own id and length ("6304").
  const body = `${fields.join("")}6304`;
  return body + crc16Hex(body);
}

/** Field 80 of a Pix Automático code: the Pix GUI and the recurrence's location. */
function recurrenceField(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new Error(`recurrenceUrl must not include a scheme: ${url}`);
  if (!PRINTABLE.test(url) || url.length > 77) throw new Error("recurrenceUrl must be 1..77 printable ASCII characters without spaces");
  return tlv("80", tlv("00", PIX_GUI, "GUI") + tlv("25", url, "URL"), "Pix Automatico");
}
