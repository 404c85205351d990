/**
 * CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no input/output reflection, no final xor.
 * This is the variant the BR Code (EMV QRCPS field 63) uses; "CRC-16/XMODEM" (init 0) and
 * "KERMIT" (reflected) look similar but produce different values.
 */
export function crc16CcittFalse(data: string | Uint8Array): number {
  // The manual computes the CRC over the payload bytes, so non-ASCII text counts as UTF-8.
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The CRC as field 63 writes it: 4 uppercase hex digits, zero-padded. */
export function crc16Hex(data: string | Uint8Array): string {
  return crc16CcittFalse(data).toString(16).toUpperCase().padStart(4, "0");
}
