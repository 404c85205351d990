import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPixClient, PixApiError } from "./index";
import { retryAfterMs } from "./transport";

/** Retries against a real local HTTP server that answers from a script, one answer per request. */
describe("retries", () => {
  let server: Server;
  let url: string;
  let script: { status: number; headers?: Record<string, string>; body?: unknown }[] = [];
  const seen: { method: string; key: string | undefined; at: number }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      seen.push({ method: req.method!, key: req.headers["idempotency-key"] as string | undefined, at: Date.now() });
      const next = script.shift() ?? { status: 500 };
      res.writeHead(next.status, { "content-type": "application/json", ...next.headers }).end(JSON.stringify(next.body ?? {}));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  beforeEach(() => (seen.length = 0));

  const pix = () => createPixClient({ apiKey: "service_test_x", baseUrl: url, retry: { baseDelayMs: 10 } });
  const charge = { data: { txid: "abc", amount: 10 } };

  it("retries a 503 and a 429 after Retry-After, with the same Idempotency-Key", async () => {
    script = [{ status: 503, headers: { "retry-after": "1" } }, { status: 429, headers: { "retry-after": "0" } }, { status: 201, body: charge }];
    expect(await pix().charges.create({ amount: 10 })).toEqual(charge.data);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[0].key).toBeTruthy();
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(950);
  });

  it("gives up after maxRetries and throws the last answer as a PixApiError", async () => {
    script = [503, 503, 503, 503].map((status) => ({ status, body: { error: { message: "Serviço indisponível" } } }));
    const err = await pix().charges.status("abc").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PixApiError);
    expect(err).toMatchObject({ status: 503, message: "Serviço indisponível" });
    expect(seen).toHaveLength(3);
  });

  it("does not wait for a Retry-After beyond maxDelayMs, nor retry other statuses", async () => {
    script = [{ status: 429, headers: { "retry-after": "3600" }, body: { error: { message: "Muitas requisições" } } }];
    await expect(pix().charges.status("abc")).rejects.toMatchObject({ status: 429 });
    script = [{ status: 400, body: { error: { message: "valor inválido", codigo: "VALOR_MINIMO", erros: [{ campo: "amount" }] } } }];
    await expect(pix().charges.create({ amount: 1 })).rejects.toMatchObject({ status: 400, codigo: "VALOR_MINIMO", erros: [{ campo: "amount" }] });
    expect(seen).toHaveLength(2);
  });

  it("retries 409 IDEMPOTENCIA_EM_ANDAMENTO (the same key's first request still runs), not IDEMPOTENCIA_CONFLITO", async () => {
    script = [{ status: 409, headers: { "retry-after": "0" }, body: { error: { message: "em andamento", codigo: "IDEMPOTENCIA_EM_ANDAMENTO" } } }, { status: 201, body: charge }];
    expect(await pix().charges.create({ amount: 10 }, { idempotencyKey: "k1" })).toEqual(charge.data);
    expect(seen.map((s) => s.key)).toEqual(["k1", "k1"]);
    script = [{ status: 409, body: { error: { message: "outro corpo", codigo: "IDEMPOTENCIA_CONFLITO" } } }];
    await expect(pix().charges.create({ amount: 10 }, { idempotencyKey: "k1" })).rejects.toMatchObject({ codigo: "IDEMPOTENCIA_CONFLITO" });
    expect(seen).toHaveLength(3);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
  });
});

/** Issue 33 item 2: failures whose answer carries no code still give the caller a stable one, in Portuguese. */
describe("codes for a 401 and for no answer", () => {
  it.each([
    ["with the gateway's Pix-Codigo header, that code", { "pix-codigo": "API_KEY_REVOGADA" }, "API_KEY_REVOGADA"],
    ["without it (an older gateway), NAO_AUTENTICADO", {}, "NAO_AUTENTICADO"],
  ])("a 401 (the contract's string) carries, %s, with the gateway's reason as message", async (_what, headers, codigo) => {
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(401, { "content-type": "application/json", ...headers }).end(JSON.stringify({ error: "API key revogada em 2026-11-28T09:00:00.000Z no painel, pelo dono da conta. Crie uma nova chave no painel (Chaves de API) e troque-a na sua integração." }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const err = await createPixClient({ apiKey: "service_test_x", baseUrl: url }).charges.status("abc").catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PixApiError);
      expect(err).toMatchObject({ status: 401, codigo, message: expect.stringMatching(/^API key revogada em .* pelo dono da conta/) });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("no server at the address is SEM_CONEXAO (status 0), never a bare 'TypeError: fetch failed'", async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const err = await createPixClient({ apiKey: "service_test_x", baseUrl: `http://127.0.0.1:${port}`, retry: { maxRetries: 0 } }).charges.status("abc").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PixApiError);
    expect(err).toMatchObject({ status: 0, codigo: "SEM_CONEXAO", details: { cause: "ECONNREFUSED" } });
    expect((err as Error).message).toBe(`Sem conexão com o gateway em http://127.0.0.1:${port} (ECONNREFUSED). Confira o endereço do gateway (baseUrl), a rede e se o gateway está no ar; depois tente de novo.`);
  });
});
