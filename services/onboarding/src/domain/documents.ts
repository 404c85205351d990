/** The production request's documents (contract 3.2): exactly one of each. */
export const DOCUMENT_KINDS = ["company_document", "responsible_document", "proof_of_address"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export function isDocumentKind(field: string): field is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(field);
}

/** Per file, and per request (three files); the gateway enforces the same numbers while parsing. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_REQUEST_DOCUMENT_BYTES = DOCUMENT_KINDS.length * MAX_DOCUMENT_BYTES;

/** Bytes needed before a type can be told. */
export const SNIFF_BYTES = 8;

const SIGNATURES: { type: string; magic: number[] }[] = [
  { type: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  { type: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
];

/**
 * The accepted type the bytes start with, or null. Decided by content only: the file name and the
 * type the client declares are never trusted (an .exe renamed .pdf starts with "MZ" and is refused).
 */
export function sniffDocumentType(head: Uint8Array): string | null {
  const found = SIGNATURES.find((s) => s.magic.length <= head.length && s.magic.every((b, i) => head[i] === b));
  return found?.type ?? null;
}

/** Control characters and path separators never reach the team's download header or a log line. */
export function safeFilename(name: string, fallback: string): string {
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\"]/g, "").trim().slice(0, 200);
  return cleaned || fallback;
}
