import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildOpenApiDocument } from "../src/openapi/document";

/**
 * The API document passes Redocly's OpenAPI linter (`recommended`, warnings count as failures;
 * scripts/lint-openapi.ts). The linter is ESM-only, so it runs in its own Node process (tsx), as
 * an operator would run it. A broken copy of the document shows the linter really judges it.
 */

const SCRIPT = join(__dirname, "..", "scripts", "lint-openapi.ts");

interface Problem { rule: string; severity: string; message: string; where: string }

function lint(file?: string): Promise<{ code: number; problems: Problem[] }> {
  return new Promise((resolve, reject) => {
    const args = [require.resolve("tsx/cli"), SCRIPT, ...(file ? [file] : []), "--json"];
    execFile(process.execPath, args, { cwd: join(__dirname, ".."), maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      const code = err ? Number((err as { code?: number }).code ?? 1) : 0;
      try {
        resolve({ code, problems: JSON.parse(stdout) });
      } catch {
        reject(new Error(`linter output is not JSON (exit ${code}): ${stdout.slice(0, 500)} ${stderr.slice(0, 2000)}`));
      }
    });
  });
}

describe("OpenAPI lint (Redocly recommended)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds no problem in the document, and finds the broken example of a copy", async () => {
    // The document as GET /openapi.json serves it, written to a file as an operator would save it
    // (first: the broken copy below shares the examples' objects).
    const servedFile = join(dir, "openapi.json");
    writeFileSync(servedFile, JSON.stringify(buildOpenApiDocument(), null, 2));
    const broken = buildOpenApiDocument();
    broken.paths["/pix"].post.responses["201"].content["application/json"].examples.pending.value.data.status = "perdida";
    const brokenFile = join(dir, "broken.json");
    writeFileSync(brokenFile, JSON.stringify(broken));

    const [ours, theirs] = await Promise.all([lint(servedFile), lint(brokenFile)]);

    expect(ours.problems).toEqual([]);
    expect(ours.code).toBe(0);
    expect(theirs.code).toBe(1);
    expect(theirs.problems).toEqual([expect.objectContaining({ rule: "no-invalid-media-type-examples", where: expect.stringContaining("/paths/~1pix/post/responses/201") })]);
  }, 180_000);
});
