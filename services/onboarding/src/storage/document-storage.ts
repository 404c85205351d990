import type { Readable } from "node:stream";

/**
 * Where documents' bytes live (never in a database row). Keys are chosen by the service (UUIDs),
 * never taken from a client. A write becomes visible only on commit(); abort() leaves nothing.
 */
export interface DocumentStorage {
  create(key: string): Promise<StorageWriter>;
  open(key: string): Promise<Readable>;
  /** Idempotent: removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

export interface StorageWriter {
  /** Resolves when the chunk may be followed by another (backpressure). */
  write(chunk: Uint8Array): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}
