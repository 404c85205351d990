import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createTcpServer, connect, type Server as TcpServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { client, signUpConfirmed, startStack, type Stack } from "@pix/gateway/test/stack";
import { createPixClient, verifyWebhook, type PixEvent } from "@pix/sdk";

/**
 * The `pix` command end to end, in child processes, against the real system: login, charges, links,
 * trigger, and `listen` forwarding to a local receiver that verifies the signatures, across a dropped
 * connection without losing an event.
 */
const BIN = join(__dirname, "../bin/pix.cjs");

/** A running `pix …`: its output so far, line by line, and a wait for a line. */
function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } }) as ChildProcessWithoutNullStreams;
  const lines: string[] = [];
  let partial = "";
  child.stdout.on("data", (c: Buffer) => {
    const parts = (partial + c.toString()).split("\n");
    partial = parts.pop()!;
    lines.push(...parts);
  });
  const stderr: string[] = [];
  child.stderr.on("data", (c: Buffer) => stderr.push(c.toString()));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return {
    child, lines, stderr, exited,
    async line(match: RegExp, timeoutMs = 20_000): Promise<RegExpMatchArray> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        for (const l of lines) {
          const m = l.match(match);
          if (m) return m;
        }
        if (Date.now() > until) throw new Error(`no line matching ${match} in:\n${lines.join("\n")}\nstderr: ${stderr.join("")}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** `pix …` to its end: exit code and output. */
async function run(args: string[], env: Record<string, string>) {
  const p = start(args, env);
  const code = await p.exited;
  return { code, stdout: p.lines.join("\n"), stderr: p.stderr.join("") };
}

/** A TCP relay to the gateway whose connections the test can cut, and refuse for a while. */
async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let refusing = false;
  const server: TcpServer = createTcpServer((downstream) => {
    if (refusing) return downstream.destroy();
    const upstream = connect(Number(port), hostname);
    for (const s of [downstream, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    downstream.pipe(upstream).pipe(downstream);
    downstream.on("close", () => upstream.destroy());
    upstream.on("close", () => downstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Cuts every open connection (the SSE stream among them) and refuses new ones until accept(). */
    drop() { refusing = true; sockets.forEach((s) => s.destroy()); },
    accept() { refusing = false; },
    close: () => new Promise<void>((r) => { sockets.forEach((s) => s.destroy()); server.close(() => r()); }),
  };
}

/** The merchant's local webhook receiver: verifies each delivery with the SDK; 200 if it holds, 400 if not. */
async function startLocalReceiver(secret: () => string) {
  const verified: PixEvent[] = [];
  const refused: string[] = [];
  const server: Server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        verified.push(verifyWebhook(secret(), Buffer.concat(chunks), req.headers));
        res.writeHead(200).end();
      } catch (err) {
        refused.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`, verified, refused, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A local receiver that answers every POST to /webhook with a 307 to /captured (a redirect that keeps the method and body). */
async function startRedirectingReceiver() {
  const captured: string[] = [];
  const server: Server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url === "/webhook") return void res.writeHead(307, { location: "/captured" }).end();
      captured.push(Buffer.concat(chunks).toString("utf8"));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`, captured, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("pix (CLI)", () => {
  let stack: Stack;
  let apiKey: string;
  let configHome: string;
  let env: Record<string, string>;
  const children: ChildProcessWithoutNullStreams[] = [];

  beforeAll(async () => {
    stack = await startStack({ services: ["charges", "checkout", "webhooks-dispatcher"] });
    const http = client(stack.url);
    const owner = await signUpConfirmed(stack, http);
    apiKey = (await http("POST", "/api-keys", { token: owner.accessToken, body: { name: "cli", environment: "test" } })).body.data.key;
    configHome = mkdtempSync(join(tmpdir(), "pix-cli-"));
    env = { XDG_CONFIG_HOME: configHome, PIX_GATEWAY_URL: stack.url, PIX_API_KEY: "" };
  }, 120_000);
  afterAll(async () => {
    children.forEach((c) => c.kill("SIGKILL"));
    await stack?.close();
    rmSync(configHome, { recursive: true, force: true });
  }, 60_000);

  it("logs in: keeps the key in the user's config (0600) without printing it, and uses it afterwards", async () => {
    const login = await run(["login", "--api-key", apiKey], env);
    expect(login.code).toBe(0);
    expect(login.stdout).toMatch(/válida \(ambiente test\)/);
    expect(login.stdout).not.toContain(apiKey);
    const path = join(configHome, "pix", "config.json");
    expect(JSON.parse(readFileSync(path, "utf8")).api_key).toBe(apiKey);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const refused = await run(["login", "--api-key", "service_test_invalida"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Erro do gateway \(HTTP 401, CREDENCIAL_INVALIDA\): API key inválida: confira a chave/);
  });

  it("logs in from a terminal without the key ever showing on it (a pty through script(1)), and from a pipe", async () => {
    const tty = spawn("script", ["-qec", `"${process.execPath}" "${BIN}" login`, "/dev/null"], { env: { ...process.env, ...env } });
    let screen = "";
    tty.stdout.on("data", (c: Buffer) => { screen += c.toString(); });
    tty.stderr.on("data", (c: Buffer) => { screen += c.toString(); });
    const exited = new Promise<number | null>((r) => tty.on("exit", (code) => r(code)));
    await until("the prompt", () => screen.includes("Chave de API"));
    tty.stdin.write(`${apiKey}\r`); // what a person pastes, then Enter
    expect(await exited).toBe(0);
    expect(screen).toMatch(/válida \(ambiente test\)/);
    expect(screen).not.toContain(apiKey.slice(-12));

    const piped = start(["login"], env);
    piped.child.stdin.end(`${apiKey}\n`);
    expect(await piped.exited).toBe(0);
    expect(piped.lines.join("\n")).toMatch(/válida \(ambiente test\)/);
    expect(piped.lines.join("\n") + piped.stderr.join("")).not.toContain(apiKey.slice(-12));
  });

  it("creates a charge from a Brazilian amount, shows its status and lists it; creates a link", async () => {
    const created = await run(["--json", "charges", "create", "--amount", "10,50", "--description", "Pedido 7"], env);
    expect(created.code).toBe(0);
    const charge = JSON.parse(created.stdout);
    expect(charge).toMatchObject({ amount: 10.5, description: "Pedido 7", status: "pending" });

    const status = await run(["charges", "status", charge.txid], env);
    expect(status.stdout).toContain(`Cobrança ${charge.txid}: R$ 10,50, pendente`);
    const list = await run(["charges", "list"], env);
    expect(list.stdout).toMatch(new RegExp(`${charge.txid}\\s+R\\$ 10,50\\s+pendente`));

    const link = await run(["links", "create", "--amount", "1.234,56", "--description", "Curso"], env);
    expect(link.stdout).toMatch(/^Link \S+: R\$ 1\.234,56 — http/);
    const below = await run(["charges", "create", "--amount", "1,00"], env);
    expect(below.code).toBe(1);
    expect(below.stderr).toMatch(/HTTP 400, VALOR_MINIMO/);
  });

  it("listen forwards a triggered charge.paid signed with the printed secret, and resumes after a dropped stream without losing events", async () => {
    let secret = "";
    const receiver = await startLocalReceiver(() => secret);
    const relay = await startRelay(stack.url);
    try {
      const listening = start(["listen", "--forward-to", receiver.url, "--gateway", relay.url], env);
      children.push(listening.child);
      secret = (await listening.line(/Segredo de assinatura desta sessão: (whsec_[0-9a-f]{32})/))[1];
      await listening.line(/^Pronto! Encaminhando/);

      const trigger = await run(["--json", "trigger", "charge.paid", "--amount", "12,00"], env);
      expect(trigger.code).toBe(0);
      const txid = JSON.parse(trigger.stdout).txid as string;
      const paid = await until("the charge.paid", () => receiver.verified.find((e) => e.event === "charge.paid" && e.data.txid === txid));
      expect(paid.data).toMatchObject({ txid, amount: 12 });
      await listening.line(new RegExp(`charge\\.paid\\s+${paid.id}\\s+→ 200`));

      // The stream is cut and stays down while three charges are paid; the CLI reconnects on its own.
      const before = receiver.verified.length;
      relay.drop();
      const pix = createPixClient({ apiKey, baseUrl: stack.url });
      const missed: string[] = [];
      for (const amount of [20, 21, 22]) {
        const c = await pix.charges.create({ amount });
        await pix.charges.simulatePayment(c.txid);
        missed.push(c.txid);
      }
      await listening.line(/reconectando/);
      relay.accept();
      await listening.line(/^Reconectado: retomando depois do evento #\d+/);
      await until("the missed events", () => missed.every((t) => receiver.verified.some((e) => e.event === "charge.paid" && e.data.txid === t)));

      // Each event exactly once, none refused.
      const after = receiver.verified.slice(before);
      expect(new Set(after.map((e) => e.id)).size).toBe(after.length);
      expect(after.map((e) => `${e.event}:${(e.data as { txid: string }).txid}`).sort()).toEqual(missed.flatMap((t) => [`charge.created:${t}`, `charge.paid:${t}`]).sort());
      expect(receiver.refused).toEqual([]);
      listening.child.kill("SIGINT");
      expect(await listening.exited).toBe(0);
    } finally {
      await relay.close();
      await receiver.close();
    }
  }, 90_000);

  it("listen resumes a previous session with --after, and the receiver refuses another secret", async () => {
    const receiver = await startLocalReceiver(() => "whsec_00000000000000000000000000000000");
    try {
      const first = start(["listen", "--forward-to", receiver.url], env);
      children.push(first.child);
      await first.line(/^Pronto! Encaminhando .* \(depois do evento #(\d+)\)/);
      const since = (await first.line(/depois do evento #(\d+)/))[1];
      first.child.kill("SIGINT");
      await first.exited;

      const trigger = await run(["--json", "trigger", "charge.created"], env);
      const txid = JSON.parse(trigger.stdout).txid;
      const resumed = start(["listen", "--forward-to", receiver.url, "--after", since], env);
      children.push(resumed.child);
      await resumed.line(new RegExp(`charge\\.created\\s+\\S+\\s+→ 400`));
      expect(receiver.refused[0]).toMatch(/X-Service-Signature não confere/);
      expect(txid).toBeTruthy();
      resumed.child.kill("SIGINT");
      await resumed.exited;
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it("listen does not follow a redirect of the local receiver: the 307 is the answer it prints, and the signed body goes nowhere else", async () => {
    const receiver = await startRedirectingReceiver();
    try {
      const keyed = { ...env, PIX_API_KEY: apiKey }; // on its own, without the login test before it
      const listening = start(["listen", "--forward-to", receiver.url], keyed);
      children.push(listening.child);
      await listening.line(/^Pronto! Encaminhando/);
      const trigger = await run(["--json", "trigger", "charge.created"], keyed);
      expect(trigger.code).toBe(0);
      const [line] = await listening.line(/charge\.created\s+\S+\s+→ .*/);
      expect(line).toMatch(/→ 307 \(\d+ ms\) redireciona para \/captured: não seguido/);
      expect(receiver.captured).toEqual([]);
      listening.child.kill("SIGINT");
      expect(await listening.exited).toBe(0);
    } finally {
      await receiver.close();
    }
  }, 60_000);
});
