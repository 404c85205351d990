import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { docFiles, ROOT } from "./docs/blocks";

/**
 * The README and docs/ stay navigable: every relative link names a file that exists and, with a
 * `#fragment`, a heading of that page (GitHub's anchors); every repository path they name in
 * backticks exists; every docs page has a table of contents; and the README's Tests section states
 * the command `.ci/run` runs.
 */

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fence = false;
  for (const line of markdown.split("\n")) {
    if (line.trimStart().startsWith("```")) fence = !fence;
    const heading = fence ? null : /^#+ (.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1].trim().toLowerCase().replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*]/g, "")
      .replace(/[^\p{L}\p{N}_\- ]/gu, "").replace(/ /g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

describe("README and docs/", () => {
  it("link only to files and headings that exist", () => {
    const broken: string[] = [];
    for (const file of docFiles()) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue; // http(s), mailto
        const [path, fragment] = target.split("#");
        const resolved = path ? normalize(join(dirname(file), path)) : file;
        if (!existsSync(join(ROOT, resolved))) broken.push(`${file}: ${target} (no file)`);
        else if (fragment && resolved.endsWith(".md") && !anchors(read(resolved)).has(fragment)) broken.push(`${file}: ${target} (no heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("name only repository paths that exist", () => {
    const paths = docFiles().flatMap((file) => [...read(file).matchAll(/`((?:services|packages|emulators|proto|docs|scripts|deploy|bench)\/[\w@.\-/]+)`/g)]
      .map((m) => ({ file, path: m[1] }))).filter(({ path }) => !/(^|\/)(web-)?dist(\/|$)/.test(path)); // build outputs exist only after a build
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter(({ path }) => !existsSync(join(ROOT, path))).map(({ file, path }) => `${file}: ${path}`)).toEqual([]);
  });

  it("give every docs page a table of contents, and keep the README short", () => {
    const pages = docFiles().filter((f) => f.startsWith("docs/") && !["docs/contract-map.md", "docs/benchmarks-history.md"].includes(f));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    expect(pages.filter((f) => !/\n## Contents\n\n- \[/.test(read(f)))).toEqual([]);
    expect(read("README.md").split("\n").length).toBeLessThan(120);
  });

  it("state in the README's Tests section the command CI runs", () => {
    const tests = /\n## Tests\n([\s\S]*?)\n## /.exec(read("README.md"))?.[1] ?? "";
    expect(tests).toMatch(/\nnpm test\b/);
    expect(read(".ci/run")).toMatch(/\nnpm test\b/);
  });
});
