import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocalDiskStorage } from "./local-disk";

let dir: string;
beforeEach(async () => void (dir = await mkdtemp(join(tmpdir(), "docs-"))));
afterEach(() => rm(dir, { recursive: true, force: true }));

async function readAll(stream: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(p);
  return Buffer.concat(parts);
}

describe("LocalDiskStorage", () => {
  it("makes a write readable only once committed, and removes it idempotently", async () => {
    const storage = new LocalDiskStorage(join(dir, "nested"));
    const key = randomUUID();
    const w = await storage.create(key);
    await w.write(Buffer.from("%PDF-"));
    await w.write(Buffer.from("1.4"));
    await expect(storage.open(key)).rejects.toMatchObject({ kind: "not_found" });
    await w.commit();
    expect((await readAll(await storage.open(key))).toString()).toBe("%PDF-1.4");
    await storage.remove(key);
    await storage.remove(key);
    expect(await readdir(join(dir, "nested"))).toEqual([]);
  });

  it("leaves nothing behind when a write is aborted", async () => {
    const storage = new LocalDiskStorage(dir);
    const w = await storage.create(randomUUID());
    await w.write(Buffer.alloc(1024));
    await w.abort();
    expect(await readdir(dir)).toEqual([]);
  });

  it("refuses keys it did not choose (no path from a client ever reaches the disk)", async () => {
    await expect(new LocalDiskStorage(dir).open("../etc/passwd")).rejects.toThrow(/UUIDs/);
  });
});
