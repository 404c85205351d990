import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The shell examples of README.md and docs/*.md: every fenced block whose language is `sh` or
 * `bash`. A block that must not run says so in its info string with the reason:
 * "```sh no-run: starts the whole stack". A comment `# prints: TEXT` names output the block must print.
 */

export const ROOT = join(__dirname, "..", "..", "..", "..");

export interface ShellBlock {
  /** `docs/api.md:57`: the file and the line of the opening fence. */
  where: string;
  code: string;
  /** Why it does not run, when it does not. */
  noRun?: string;
  /** The `# prints:` texts, in order. */
  prints: string[];
}

/** The markdown files whose examples count: the README and every page of docs/. */
export function docFiles(): string[] {
  return ["README.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).sort().map((f) => `docs/${f}`)];
}

export function shellBlocks(file: string): ShellBlock[] {
  return fencedBlocks(file, ["sh", "bash"]);
}

/** The fenced blocks of one file in the given languages. */
export function fencedBlocks(file: string, languages: string[]): ShellBlock[] {
  const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
  const blocks: ShellBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\S*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, lang, info] = open;
    const close = lines.findIndex((l, j) => j > i && l.trim() === "```");
    if (close < 0) throw new Error(`${file}:${i + 1}: a fence that never closes`);
    if (languages.includes(lang)) {
      const code = lines.slice(i + 1, close).map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l)).join("\n");
      const noRun = /^no-run(?::\s*(.*))?$/.exec(info.trim());
      blocks.push({
        where: `${file}:${i + 1}`, code,
        ...(noRun && { noRun: noRun[1] ?? "" }),
        prints: [...code.matchAll(/# prints: (.+)$/gm)].map((m) => m[1].trim()),
      });
    }
    i = close;
  }
  return blocks;
}

export const allShellBlocks = () => docFiles().flatMap(shellBlocks);
