import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { translateCommanderError } from "./portuguese";

/**
 * Issue 33 item 2: what `pix` prints on its own (commander's parse errors and help) is Portuguese,
 * and a gateway that does not answer is said in words, not "TypeError: fetch failed". Run as the
 * merchant runs it: the real binary in a child process.
 */
const BIN = join(__dirname, "../bin/pix.cjs");
let home: string;
beforeAll(() => (home = mkdtempSync(join(tmpdir(), "pix-pt-"))));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, XDG_CONFIG_HOME: home, PIX_API_KEY: "service_test_x", ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((r) => child.on("exit", (code) => r({ code, stdout, stderr })));
}

const ENGLISH = /error:|Usage|Options:|Commands:|display help|required option|not specified|Did you mean|additional information|\(default:|choices|\[options\]|\[command\]/;

describe("pix in Portuguese", () => {
  it("a missing required option is said in Portuguese, with the help after it", async () => {
    const r = await run(["charges", "create"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^erro: a opção obrigatória --amount <valor> não foi informada\n/);
    expect(r.stderr).toMatch(/\n\(use --help para ver a ajuda\)\n$/);
    expect(r.stderr).not.toMatch(ENGLISH);
  }, 30_000);

  it("a value outside the choices, an unknown command and a missing argument too", async () => {
    const choice = await run(["charges", "list", "--status", "paga"]);
    expect(choice.code).toBe(1);
    expect(choice.stderr).toMatch(/^erro: paga não é um valor válido para --status <status>; valores possíveis: pending, paid, refunded, expired\n/);
    const unknown = await run(["cobrancas"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^erro: comando desconhecido cobrancas/);
    const argument = await run(["charges", "status"]);
    expect(argument.stderr).toMatch(/^erro: falta o argumento obrigatório <txid>/);
    for (const r of [choice, unknown, argument]) expect(r.stderr).not.toMatch(ENGLISH);
  }, 30_000);

  it("the help's titles, defaults and choices are Portuguese", async () => {
    const top = await run(["--help"]);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/^Uso: pix \[opções\] \[comando\]\n/);
    expect(top.stdout).toMatch(/\nOpções:\n/);
    expect(top.stdout).toMatch(/\nComandos:\n/);
    expect(top.stdout).toMatch(/help \[comando\]\s+mostra a ajuda de um comando/);
    const list = await run(["charges", "list", "--help"]);
    expect(list.stdout).toMatch(/^Uso: pix charges list \[opções\]\n/);
    expect(list.stdout).toMatch(/--status <status>\s+só as deste status \(valores: pending, paid, refunded,\s+expired\)/);
    expect(list.stdout).toMatch(/--limit <n>\s+quantas mostrar \(padrão: "20"\)/);
    for (const r of [top, list]) expect(r.stdout).not.toMatch(ENGLISH);
  }, 30_000);

  it("a gateway that does not answer is named with its address and the cause (SEM_CONEXAO)", async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const r = await run(["charges", "status", "abc"], { PIX_GATEWAY_URL: `http://127.0.0.1:${port}` });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`Erro: o gateway não respondeu em http://127.0.0.1:${port} (ECONNREFUSED): ele está de pé (npm start)? Outro endereço: --gateway ou PIX_GATEWAY_URL`);
  }, 30_000);

  it("leaves a text it does not know as it is", () => {
    expect(translateCommanderError("algo novo")).toBe("algo novo");
  });
});
