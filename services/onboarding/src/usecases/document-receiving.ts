/**
 * The upload rules of documents (contract 3.2), shared by the production request and the MED defense
 * (issue 25): one file received as a stream, its type sniffed from its first bytes (never its name or
 * declared type), at most 10 MB, hashed while written to storage.
 */
import { createHash, randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import { MAX_DOCUMENT_BYTES, SNIFF_BYTES, sniffDocumentType } from "../domain/documents";
import type { NewDocument } from "../repositories/production";
import type { StorageWriter } from "../storage/document-storage";

/** One document being received: sniffed from its first bytes, limited, hashed while written. */
export class Receiving<K extends string = string> {
  private head = Buffer.alloc(0);
  private contentType: string | null = null;
  private size = 0;
  private readonly hash = createHash("sha256");

  constructor(readonly kind: K, readonly filename: string, readonly key: string, readonly writer: StorageWriter) {}

  async write(chunk: Uint8Array): Promise<void> {
    this.size += chunk.length;
    if (this.size > MAX_DOCUMENT_BYTES) throw tooLarge(this.kind);
    if (this.contentType === null && this.head.length < SNIFF_BYTES) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length >= SNIFF_BYTES) this.sniff();
    }
    this.hash.update(chunk);
    await this.writer.write(chunk);
  }

  /** Done receiving: the document's row, or a 400 when it is empty or not an accepted type. */
  async finish(): Promise<NewDocument> {
    if (this.contentType === null) this.sniff();
    await this.writer.commit();
    return {
      id: randomUUID(), kind: this.kind, filename: this.filename, contentType: this.contentType!, size: this.size,
      sha256: this.hash.digest("hex"), storageKey: this.key,
    };
  }

  private sniff(): void {
    this.contentType = sniffDocumentType(this.head);
    if (!this.contentType) throw errors.validation(this.kind, "FORMATO_INVALIDO", `${this.kind}: envie um PDF, PNG ou JPEG (o tipo é lido do conteúdo, não do nome)`);
  }
}

const tooLarge = (kind: string) => errors.payloadTooLarge(`${kind}: cada documento pode ter no máximo 10 MB`);
