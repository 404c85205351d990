import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { Command, Option } from "commander";
import { centsToReais } from "@pix/money";
import { runMcpServer } from "@pix/mcp";
import { createPixClient, DEFAULT_GATEWAY_URL, PixApiError, type PixClient } from "@pix/sdk";
import { parseBrlAmount } from "./amount";
import { configPath, listenSecret, readConfig, writeConfig } from "./config";
import { listen } from "./listen";
import { brasilia, brl, statusPt, table } from "./output";
import { inPortuguese } from "./portuguese";

/** The events `pix trigger` can cause, and how. */
const TRIGGERS = ["charge.created", "charge.paid"] as const;

interface Globals { apiKey?: string; gateway?: string; json?: boolean }

/** --gateway, else PIX_GATEWAY_URL, else the one saved by `pix login`, else the local default. */
function gatewayOf(g: Globals): string {
  return g.gateway || process.env.PIX_GATEWAY_URL || readConfig().gateway || DEFAULT_GATEWAY_URL;
}

/** --api-key, else PIX_API_KEY, else the key saved by `pix login`. */
function apiKeyOf(g: Globals): string {
  const key = g.apiKey || process.env.PIX_API_KEY || readConfig().api_key;
  if (!key) throw new Error("Nenhuma chave de API: rode pix login, passe --api-key ou defina PIX_API_KEY");
  return key;
}

const clientOf = (cmd: Command): PixClient => {
  const g = cmd.optsWithGlobals<Globals>();
  return createPixClient({ apiKey: apiKeyOf(g), baseUrl: gatewayOf(g) });
};

/** Prints JSON with --json, the human form otherwise. */
function show(cmd: Command, value: unknown, human: () => string): void {
  console.log(cmd.optsWithGlobals<Globals>().json ? JSON.stringify(value, null, 2) : human());
}

const masked = (key: string) => `${key.slice(0, key.indexOf("_", 8) + 1)}…${key.slice(-4)}`;

/**
 * One line from stdin, for a secret: on a terminal, readline takes it in raw mode and echoes into a
 * stream that drops everything, so a pasted key never shows on the screen (nor in a recording of it).
 */
async function promptSecret(question: string): Promise<string> {
  const terminal = Boolean(process.stdin.isTTY);
  const rl = createInterface({ input: process.stdin, output: new Writable({ write: (_chunk, _enc, done) => done() }), terminal });
  try {
    process.stderr.write(question);
    return (await rl[Symbol.asyncIterator]().next()).value?.trim() ?? "";
  } finally {
    rl.close();
    if (terminal) process.stderr.write("\n");
  }
}

function chargeLines(c: { txid: string; amount: number; status: string; checkout_url?: string | null; pix_code?: string | null; expires_at?: string | null }): string {
  return [
    `Cobrança ${c.txid}: ${brl(c.amount)}, ${statusPt(c.status)}`,
    c.checkout_url ? `  checkout:  ${c.checkout_url}` : "",
    c.pix_code ? `  copia e cola: ${c.pix_code}` : "",
    c.expires_at ? `  expira em: ${brasilia(c.expires_at)} (Brasília)` : "",
  ].filter(Boolean).join("\n");
}

export function program(): Command {
  const pix = new Command("pix")
    .description("O gateway Pix na linha de comando: cobranças, gatilhos de teste e webhooks no seu computador")
    .addOption(new Option("--api-key <chave>", "chave de API (padrão: PIX_API_KEY ou a de pix login)"))
    .addOption(new Option("--gateway <url>", `endereço do gateway (padrão: PIX_GATEWAY_URL ou ${DEFAULT_GATEWAY_URL})`))
    .option("--json", "saída em JSON")
    .showHelpAfterError("(use --help para ver a ajuda)");

  pix.command("login")
    .description(`guarda a chave de API em ${configPath()} (só para você, modo 0600); ela não é mostrada de novo`)
    .action(async (_o, cmd: Command) => {
      const g = cmd.optsWithGlobals<Globals>();
      const key = g.apiKey || process.env.PIX_API_KEY || (await promptSecret("Chave de API (service_test_… ou service_live_…): "));
      if (!/^service_(test|live)_/.test(key)) throw new Error("Isso não parece uma chave de API: ela começa com service_test_ ou service_live_ (crie uma no painel, em Chaves de API)");
      const gateway = gatewayOf(g);
      const me = await createPixClient({ apiKey: key, baseUrl: gateway }).http.GET("/auth/me");
      if (!me.response.ok) throw PixApiError.from(me.response, me.error);
      writeConfig({ ...readConfig(), api_key: key, ...(g.gateway || process.env.PIX_GATEWAY_URL ? { gateway } : {}) });
      console.log(`Chave ${masked(key)} válida (ambiente ${me.data?.data.environment}) e guardada em ${configPath()}.`);
    });

  const charges = pix.command("charges").description("cobranças Pix");
  charges.command("create")
    .description("emite uma cobrança")
    .requiredOption("--amount <valor>", "valor em reais, como 10,50")
    .option("--description <texto>", "descrição (aparece para o pagador)")
    .option("--idempotency-key <chave>", "repetir com a mesma chave devolve a mesma cobrança")
    .action(async (o: { amount: string; description?: string; idempotencyKey?: string }, cmd: Command) => {
      const amount = centsToReais(parseBrlAmount(o.amount));
      const c = await clientOf(cmd).charges.create({ amount, ...(o.description ? { description: o.description } : {}) }, { idempotencyKey: o.idempotencyKey });
      show(cmd, c, () => chargeLines(c));
    });
  charges.command("list")
    .description("as cobranças da loja, mais recentes primeiro")
    .addOption(new Option("--status <status>", "só as deste status").choices(["pending", "paid", "refunded", "expired"]))
    .option("--limit <n>", "quantas mostrar", "20")
    .action(async (o: { status?: "pending" | "paid" | "refunded" | "expired"; limit: string }, cmd: Command) => {
      const page = await clientOf(cmd).charges.list(o.status ? { status: o.status } : undefined);
      const rows = page.data.slice(0, Number(o.limit) || 20);
      show(cmd, rows, () => rows.length
        ? table([["TXID", "VALOR", "STATUS", "CRIADA (BRASÍLIA)"], ...rows.map((c) => [c.txid, brl(c.amount), statusPt(c.status), brasilia(c.created_at)])])
        : "Nenhuma cobrança.");
    });
  charges.command("status")
    .description("uma cobrança")
    .argument("<txid>")
    .action(async (txid: string, _o, cmd: Command) => {
      const c = await clientOf(cmd).charges.status(txid);
      show(cmd, c, () => `${chargeLines(c)}${c.paid_at ? `\n  paga em: ${brasilia(c.paid_at)} (Brasília)` : ""}`);
    });

  pix.command("links").description("links de pagamento")
    .command("create")
    .description("cria um link de pagamento")
    .requiredOption("--amount <valor>", "valor em reais, como 10,50")
    .requiredOption("--description <texto>", "o que se paga")
    .option("--slug <slug>", "final do endereço do link")
    .action(async (o: { amount: string; description: string; slug?: string }, cmd: Command) => {
      const link = await clientOf(cmd).links.create({ amount: centsToReais(parseBrlAmount(o.amount)), description: o.description, ...(o.slug ? { slug: o.slug } : {}) });
      show(cmd, link, () => `Link ${link.slug}: ${brl(link.amount)} — ${link.checkout_url}`);
    });

  pix.command("trigger")
    .description(`causa um evento de teste: ${TRIGGERS.join(", ")} (emite uma cobrança de teste e, para charge.paid, simula o pagamento)`)
    .argument("<evento>")
    .option("--amount <valor>", "valor em reais", "10,00")
    .action(async (event: string, o: { amount: string }, cmd: Command) => {
      if (!(TRIGGERS as readonly string[]).includes(event)) throw new Error(`pix trigger não sabe causar ${event}; eventos possíveis: ${TRIGGERS.join(", ")}`);
      const client = clientOf(cmd);
      const c = await client.charges.create({ amount: centsToReais(parseBrlAmount(o.amount)), description: `pix trigger ${event}` });
      const after = event === "charge.paid" ? await client.charges.simulatePayment(c.txid) : c;
      show(cmd, after, () => `${event} disparado: cobrança ${c.txid} (${brl(c.amount)}, ${statusPt(after.status)})`);
    });

  pix.command("listen")
    .description("encaminha os eventos de teste da loja para um endereço local, assinados como webhooks reais")
    .requiredOption("--forward-to <url>", "para onde enviar cada evento, como http://localhost:3000/webhook")
    .option("--events <nomes>", "só estes eventos, separados por vírgula (padrão: todos)")
    .option("--after <id>", "retomar depois deste evento (o #número mostrado numa sessão anterior)")
    .option("--secret <whsec>", "segredo de assinatura (padrão: o desta máquina, guardado na configuração)")
    .action(async (o: { forwardTo: string; events?: string; after?: string; secret?: string }, cmd: Command) => {
      const client = clientOf(cmd);
      const secret = o.secret ?? listenSecret();
      console.log(`Segredo de assinatura desta sessão: ${secret}\n(verifique X-Service-Signature e webhook-signature com ele, como faria com o secret de um endpoint)`);
      const stop = new AbortController();
      process.once("SIGINT", () => stop.abort());
      process.once("SIGTERM", () => stop.abort());
      await listen(client, {
        forwardTo: o.forwardTo, secret, events: o.events ? o.events.split(",").map((e) => e.trim()).filter(Boolean) : [],
        after: o.after, signal: stop.signal, print: (line) => console.log(line),
      });
    });
  pix.command("mcp")
    .description("servidor MCP (stdio) para assistentes de IA: só as ferramentas que a chave permite; chave de teste por padrão")
    .option("--live", "permite agir com uma chave de produção (service_live_…)")
    .option("--sensiveis", "habilita estornos e saques (desligados por padrão)")
    .action(async (o: { live?: boolean; sensiveis?: boolean }, cmd: Command) => {
      const g = cmd.optsWithGlobals<Globals>();
      await runMcpServer({ apiKey: apiKeyOf(g), baseUrl: gatewayOf(g), allowLive: o.live === true, allowSensitive: o.sensiveis === true });
    });
  return inPortuguese(pix);
}

/** Runs the command line; errors become one Portuguese line on stderr and exit code 1. */
export async function main(argv = process.argv): Promise<void> {
  const pix = program();
  try {
    await pix.parseAsync(argv);
  } catch (err) {
    console.error(describe(err, gatewayOf(pix.opts<Globals>())));
    process.exitCode = 1;
  }
}

function describe(err: unknown, gateway: string): string {
  if (err instanceof PixApiError && err.codigo === "SEM_CONEXAO") {
    return `Erro: o gateway não respondeu em ${gateway} (${String(err.details.cause)}): ele está de pé (npm start)? Outro endereço: --gateway ou PIX_GATEWAY_URL`;
  }
  if (err instanceof PixApiError) return `Erro do gateway (HTTP ${err.status}${err.codigo ? `, ${err.codigo}` : ""}): ${err.message}`;
  const code = (err as { cause?: { code?: string } }).cause?.code;
  if (err instanceof TypeError && err.message === "fetch failed") {
    return `Erro: o gateway não respondeu em ${gateway}${code ? ` (${code})` : ""}: ele está de pé (npm start)? Outro endereço: --gateway ou PIX_GATEWAY_URL`;
  }
  return `Erro: ${(err as Error).message}`;
}

if (require.main === module) void main();
