import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(__dirname, "../../..");
const check = (cwd: string) => execFileSync(process.execPath, [join(cwd, "scripts/proto-gen.mjs"), "--check"], { cwd, stdio: "pipe" });

/** CI's guard that packages/grpc/src/generated is what `pnpm run proto:gen` makes of proto/ now. */
describe("generated proto types", () => {
  it("are current with proto/", () => {
    expect(() => check(root)).not.toThrow();
  });

  it("fail the check when a .proto changed without regenerating", () => {
    // A scratch copy of what the check reads (proto/, the script, the generated folder, the loader).
    const scratch = mkdtempSync(join(tmpdir(), "proto-stale-"));
    try {
      for (const dir of ["proto", "scripts/proto-gen.mjs", "packages/grpc/src/generated", "packages/grpc/package.json", "packages/grpc/node_modules"]) {
        cpSync(join(root, dir), join(scratch, dir), { recursive: true, dereference: false, verbatimSymlinks: true });
      }
      const proto = join(scratch, "proto/checkout/v1/checkout.proto");
      writeFileSync(proto, readFileSync(proto, "utf8").replace("message ReferenceCount {", "message ReferenceCount {\n  string added = 99;"));
      expect(() => check(scratch)).toThrow(/out of date.*\n.*pix\/checkout\/v1\/ReferenceCount\.ts/s);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
