import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { once } from "node:events";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { errors } from "@pix/errors";
import type { DocumentStorage, StorageWriter } from "./document-storage";

const KEY = /^[0-9a-f-]{36}$/;

/** Documents as files in one directory (DOCUMENTS_DIR); a write goes to `<key>.part` and is renamed on commit. */
export class LocalDiskStorage implements DocumentStorage {
  constructor(private readonly dir: string) {}

  async create(key: string): Promise<StorageWriter> {
    const final = this.path(key);
    const partial = `${final}.part`;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const out = createWriteStream(partial, { flags: "wx", mode: 0o600 });
    // A disk error (or a write still in flight when aborted) must reach the caller, never crash the process.
    let failure: Error | null = null;
    out.on("error", (err) => void (failure ??= err));
    await once(out, "open");
    return {
      async write(chunk) {
        if (failure) throw failure;
        await write(out, chunk);
      },
      async commit() {
        if (failure) throw failure;
        out.end();
        await once(out, "finish");
        await rename(partial, final);
      },
      async abort() {
        if (!out.closed) {
          // Not events.once: it would reject on the error the interrupted write reports.
          const closed = new Promise<void>((resolve) => out.once("close", () => resolve()));
          out.destroy();
          await closed;
        }
        await rm(partial, { force: true });
      },
    };
  }

  async open(key: string): Promise<Readable> {
    const path = this.path(key);
    await stat(path).catch(() => { throw errors.notFound("Documento"); });
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  private path(key: string): string {
    if (!KEY.test(key)) throw new Error("storage keys are UUIDs chosen by the service");
    return join(this.dir, key);
  }
}

async function write(out: WriteStream, chunk: Uint8Array): Promise<void> {
  if (!out.write(chunk)) await once(out, "drain");
}
