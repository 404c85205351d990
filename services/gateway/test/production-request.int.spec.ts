import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { request } from "node:http";
import { Client } from "pg";
import { loadService, type Principal, ServiceClient } from "@pix/grpc";
import { client, confirmEmail, PRINCIPAL_SECRET, signUp, signUpTeam, startStack, Stack, uniqueEmail } from "./stack";
import type { IdentityExtras } from "./stack/identity";
import type { OnboardingExtras } from "./stack/onboarding";

/**
 * Going live, part A (issue 9): onboarding answers, the production request with three real files,
 * the team queue (list, detail, download, reject, approve) and production released at once.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let team: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges"] });
  http = client(stack.url);
  team = await signUpTeam(stack, http);
});
afterAll(() => stack.close());

const identity = () => stack.extras.identity as IdentityExtras;
const onboarding = () => stack.extras.onboarding as OnboardingExtras;

// Real (tiny) files: a PDF with its header and trailer, a 1×1 PNG, a JPEG with its markers.
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const JPEG = Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(64, 0x11), Buffer.from("ffd9", "hex")]);
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(256, 0)]);
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

const ANSWERS = {
  origin: "indicação", responsible_name: "Maria Souza", responsible_cpf: "529.982.247-25", company: "Loja da Maria",
  cnpj: "12.ABC.345/01DE-35", company_type: "LIMITED", segment: "varejo", monthly_revenue: 15000.5, phone: "(11) 98765-4321",
  address: "Avenida Paulista", address_number: "1000", complement: "sala 12", province: "Bela Vista", postal_code: "01310-100",
  city: "São Paulo", state: "SP",
};

type Part = { field: string; name: string; bytes: Buffer; type?: string };
const THREE: Part[] = [
  { field: "company_document", name: "cartao-cnpj.pdf", bytes: PDF },
  { field: "responsible_document", name: "rg.png", bytes: PNG },
  { field: "proof_of_address", name: "conta-de-luz.jpg", bytes: JPEG },
];

async function submit(token: string, parts: Part[], terms = "true") {
  const form = new FormData();
  if (terms) form.append("terms_accepted", terms);
  for (const p of parts) form.append(p.field, new Blob([p.bytes], { type: p.type ?? "application/octet-stream" }), p.name);
  const res = await fetch(`${stack.url}/production-request`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

/** A merchant with a verified e-mail and complete onboarding answers. */
async function readyMerchant() {
  const m = await signUp(http, uniqueEmail());
  Object.assign(m, await confirmEmail(stack, m.email));
  const r = await http("POST", "/auth/onboarding", { token: m.accessToken, body: ANSWERS });
  expect(r.status).toBe(200);
  return m;
}

/** Waits for a condition of the system under test (no timing is asserted; the test's timeout bounds it). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

async function storedFiles(): Promise<string[]> {
  return readdir(onboarding().documentsDir).catch(() => []);
}

async function documentRows(): Promise<number> {
  const db = new Client({ connectionString: onboarding().databaseUrl });
  await db.connect();
  try {
    return Number((await db.query("SELECT count(*) FROM production_documents")).rows[0].count);
  } finally {
    await db.end();
  }
}

function expectGate(res: { status: number; body: any }, status: string) {
  expect(res.status).toBe(409);
  expect(res.body.error).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", producao: expect.objectContaining({ status, liberada: false }) });
}

async function expectGatesClosed(token: string, status: string) {
  expectGate(await http("POST", "/auth/environment", { token, body: { environment: "live" } }), status);
  expectGate(await http("POST", "/api-keys", { token, body: { name: "prod", environment: "live" } }), status);
}

describe("POST /auth/onboarding", () => {
  it("validates the answers, stores them, and fills the User fields GET /auth/me shows", async () => {
    const m = await signUp(http);
    for (const bad of [{ cnpj: "12.ABC.345/01DE-36" }, { responsible_cpf: "529.982.247-24" }, { postal_code: "0131-010" }, { phone: "123" },
      { state: "XX" }, { company_type: "SA" }, { email: "não-é-email" }, { monthly_revenue: -1 }]) {
      const r = await http("POST", "/auth/onboarding", { token: m.accessToken, body: { ...ANSWERS, ...bad } });
      expect([r.status, Object.keys(bad)[0]]).toEqual([400, Object.keys(bad)[0]]);
    }
    const { responsible_name: _omitted, ...withoutName } = ANSWERS;
    expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: withoutName })).status).toBe(400);
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data.onboarding_completed_at).toBeNull();

    const r = await http("POST", "/auth/onboarding", { token: m.accessToken, body: ANSWERS });
    expect(r.status).toBe(200);
    const expected = {
      company: "Loja da Maria", cnpj: "12ABC34501DE35", company_type: "LIMITED", phone: "11987654321", address: "Avenida Paulista",
      address_number: "1000", complement: "sala 12", province: "Bela Vista", postal_code: "01310100", onboarding_completed_at: expect.any(String),
    };
    expect(r.body.data).toMatchObject({ id: m.user.id, ...expected });
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data).toMatchObject(expected);
    const detail = await http("GET", `/admin/lojistas/${m.user.id}`, { token: team.accessToken });
    expect(detail.body.data.onboarding).toMatchObject({
      origin: "indicação", responsible_name: "Maria Souza", responsible_cpf: "52998224725", city: "São Paulo", state: "SP", monthly_revenue: 15000.5,
    });
  });
});

describe("POST /production-request refusals store nothing", () => {
  it("refuses a missing onboarding, an unverified e-mail, no terms, a renamed .exe, an oversize file and a fourth file", async () => {
    const filesBefore = (await storedFiles()).length;
    const rowsBefore = await documentRows();

    const fresh = await signUp(http);
    Object.assign(fresh, await confirmEmail(stack, fresh.email));
    const incomplete = await submit(fresh.accessToken, THREE);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.message).toMatch(/responsible_name.*cnpj|cnpj.*responsible_name/s);

    const unverified = await signUp(http);
    await http("POST", "/auth/onboarding", { token: unverified.accessToken, body: ANSWERS });
    const notVerified = await submit(unverified.accessToken, THREE);
    expect(notVerified.body.error.codigo).toBe("EMAIL_NAO_VERIFICADO");

    const m = await readyMerchant();
    expect((await submit(m.accessToken, THREE, "")).status).toBe(400);
    const exe = await submit(m.accessToken, [THREE[0], THREE[1], { field: "proof_of_address", name: "comprovante.pdf", bytes: EXE, type: "application/pdf" }]);
    expect(exe.status).toBe(400);
    expect(exe.body.error.message).toMatch(/PDF, PNG ou JPEG/);
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const oversize = await submit(m.accessToken, [{ ...THREE[0], bytes: big }, THREE[1], THREE[2]]);
    expect(oversize.status).toBe(413);
    expect(oversize.body).toEqual({ error: { message: expect.stringMatching(/10 MB/), codigo: "REQUISICAO_GRANDE_DEMAIS" } });
    const fourth = await submit(m.accessToken, [...THREE, { field: "proof_of_address", name: "outra.jpg", bytes: JPEG }]);
    expect(fourth.status).toBe(400);
    const duplicate = await submit(m.accessToken, [THREE[0], THREE[1], { ...THREE[1] }]);
    expect(duplicate.status).toBe(400);
    const json = await http("POST", "/production-request", { token: m.accessToken, body: { terms_accepted: true } });
    expect(json.status).toBe(415);

    expect((await storedFiles()).length).toBe(filesBefore);
    expect(await documentRows()).toBe(rowsBefore);
    expect((await http("GET", "/production-request", { token: m.accessToken })).status).toBe(404);
    expect((await identity().query("SELECT production_status FROM users WHERE id = $1", [m.user.id]))[0].production_status).toBe("sandbox");
  });
});

describe("POST /production-request under stress", () => {
  it("lets exactly one of two concurrent requests through; the other's files are removed", async () => {
    const m = await readyMerchant();
    const before = (await storedFiles()).length;
    const answers = await Promise.all([submit(m.accessToken, THREE), submit(m.accessToken, THREE)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    await until(async () => (await storedFiles()).length === before + 3);
    expect((await http("GET", "/production-request", { token: m.accessToken })).body.data.documents).toHaveLength(3);
  });

  it("removes the partial files of a client that goes away mid-upload, and answers malformed multipart with 4xx", async () => {
    const m = await readyMerchant();
    const before = (await storedFiles()).length;
    const boundary = "----corte";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="company_document"; filename="a.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n");
    const url = new URL(stack.url);
    const req = request({
      host: url.hostname, port: url.port, method: "POST", path: "/production-request",
      headers: { authorization: `Bearer ${m.accessToken}`, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": "5000000" },
    });
    req.on("error", () => undefined);
    req.write(head);
    req.write(Buffer.alloc(256 * 1024, 0x20));
    await until(async () => (await storedFiles()).length > before); // the partial file exists…
    req.destroy();
    await until(async () => (await storedFiles()).length === before); // …and is removed once the client left

    const raw = (contentType: string, body: string) =>
      http("POST", "/production-request", { token: m.accessToken, raw: body, headers: { "content-type": contentType } });
    expect((await raw("multipart/form-data", "x")).status).toBe(415); // no boundary
    const truncated = await raw(`multipart/form-data; boundary=${boundary}`, head.toString("latin1"));
    expect(truncated.status).toBe(400);
    expect(truncated.body).toEqual({ error: { message: expect.any(String), codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "" })] } });
    expect((await raw(`multipart/form-data; boundary=${boundary}`, `--${boundary}--\r\n`)).status).toBe(400);
    expect((await storedFiles()).length).toBe(before);
    expect((await http("GET", "/production-request", { token: m.accessToken })).status).toBe(404);
  });
});

describe("the team queue", () => {
  it("lists the newest production request first, filtered by production_status; merchants who never asked come after", async () => {
    const [first, second, never] = [await readyMerchant(), await readyMerchant(), await readyMerchant()];
    expect((await submit(first.accessToken, THREE)).status).toBe(201);
    expect((await submit(second.accessToken, THREE)).status).toBe(201);
    const ids = async (q: string) => (await http("GET", `/admin/lojistas${q}`, { token: team.accessToken })).body.data.map((u: { id: string }) => u.id);
    const pending = await ids("?production_status=pending");
    expect(pending.slice(0, 2)).toEqual([second.user.id, first.user.id]);
    expect(pending).not.toContain(never.user.id);
    expect(await ids("?production_status=approved")).not.toContain(first.user.id);
    const all = await ids("");
    expect(all.indexOf(first.user.id)).toBeLessThan(all.indexOf(never.user.id));
    expect((await http("GET", "/admin/lojistas?production_status=vip", { token: team.accessToken })).status).toBe(400);
  });

  it("is refused by onboarding itself to a non-team principal, whatever the gateway lets through", async () => {
    const m = await readyMerchant();
    const service = new ServiceClient("onboarding", loadService("onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService"),
      stack.addresses.onboarding!, PRINCIPAL_SECRET);
    try {
      const merchantPrincipal: Principal = {
        userId: m.user.id, storeId: m.user.id, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
      };
      const teamKey: Principal = { ...merchantPrincipal, isAdmin: true, credential: "api_key" };
      for (const principal of [merchantPrincipal, teamKey]) {
        await expect(service.call("GetMerchantOnboarding", { store_id: m.user.id }, { principal })).rejects.toMatchObject({ codigo: "SOMENTE_ADMIN" });
        const download = service.serverStream("DownloadDocument", { store_id: m.user.id, document_id: m.user.id }, { principal });
        await expect(download.next()).rejects.toMatchObject({ codigo: "SOMENTE_ADMIN" });
      }
    } finally {
      service.close();
    }
  });

  it("answers 403 SOMENTE_ADMIN on every /admin route to a merchant session and to the team's API key", async () => {
    const m = await readyMerchant();
    const key = (await http("POST", "/api-keys", { token: team.accessToken, body: { name: "equipe", environment: "test" } })).body.data.key;
    const doc = "00000000-0000-4000-8000-000000000001";
    const routes: [string, string, unknown?][] = [
      ["GET", "/admin/lojistas"], ["GET", `/admin/lojistas/${m.user.id}`], ["GET", `/admin/lojistas/${m.user.id}/documentos/${doc}`],
      ["POST", `/admin/lojistas/${m.user.id}/aprovar`], ["POST", `/admin/lojistas/${m.user.id}/recusar`, { motivo: "documento ilegível" }],
    ];
    for (const token of [m.accessToken, key]) {
      for (const [method, path, body] of routes) {
        const r = await http(method, path, { token, body });
        expect([method, path, r.status, r.body.error?.codigo]).toEqual([method, path, 403, "SOMENTE_ADMIN"]);
      }
    }
  });
});

describe("the A journey: sign-up, onboarding, request, rejection, resubmission, approval, live", () => {
  it("walks a merchant to live with its API key working", async () => {
    const m = await readyMerchant();
    const token = m.accessToken;
    expect((await http("GET", "/production-request", { token })).status).toBe(404);
    await expectGatesClosed(token, "sandbox");

    const created = await submit(token, THREE);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: "pending", production_requested_at: expect.any(String), production_terms_accepted_at: expect.any(String), production_reject_reason: null,
    });
    expect(created.body.data.documents).toEqual(expect.arrayContaining(THREE.map((p, i) => expect.objectContaining({
      kind: p.field, name: p.name, type: ["application/pdf", "image/png", "image/jpeg"][i], size: p.bytes.length, sha256: sha256(p.bytes),
    }))));
    expect((await submit(token, THREE)).status).toBe(409);
    await expectGatesClosed(token, "pending");

    // The team's queue: newest request first, detail with answers and documents, downloads as sent.
    const queue = await http("GET", "/admin/lojistas?production_status=pending", { token: team.accessToken });
    expect(queue.body.data[0]).toMatchObject({ id: m.user.id, production_status: "pending" });
    const detail = (await http("GET", `/admin/lojistas/${m.user.id}`, { token: team.accessToken })).body.data;
    expect(detail).toMatchObject({ production_status: "pending", onboarding: expect.objectContaining({ cnpj: "12ABC34501DE35" }) });
    expect(detail.documents).toHaveLength(3);
    for (const d of detail.documents) {
      const res = await fetch(`${stack.url}/admin/lojistas/${m.user.id}/documentos/${d.id}`, { headers: { authorization: `Bearer ${team.accessToken}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(d.type);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${d.name}"; filename*=UTF-8''${d.name}`);
      expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(d.sha256);
    }
    const other = await readyMerchant();
    expect((await http("GET", `/admin/lojistas/${other.user.id}/documentos/${detail.documents[0].id}`, { token: team.accessToken })).status).toBe(404);

    // Rejection with a reason the merchant reads (response and e-mail).
    const recusar = (motivo: string) => http("POST", `/admin/lojistas/${m.user.id}/recusar`, { token: team.accessToken, body: { motivo } });
    expect((await recusar("x".repeat(9))).status).toBe(400);
    expect((await recusar("x".repeat(1001))).status).toBe(400);
    const motivo = "Comprovante de endereço ilegível; envie uma foto nítida";
    const rejected = await recusar(motivo);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ production_status: "rejected", production_reject_reason: motivo, production_reviewed_at: expect.any(String) });
    const mail = await identity().smtp.waitFor((x) => x.to.includes(m.email.toLowerCase()) && /recusada/.test(x.subject));
    expect(mail.text).toContain(motivo);
    expect((await http("GET", "/production-request", { token })).body.data).toMatchObject({ status: "rejected", production_reject_reason: motivo });
    await expectGatesClosed(token, "rejected");
    const wrongState = await recusar(motivo);
    expect(wrongState.status).toBe(409);
    expect(wrongState.body.error.message).toMatch(/pendente/);
    expect((await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken })).status).toBe(409);

    // Resubmission replaces the documents (rows and files).
    const oldKeys = detail.documents.map((d: { id: string }) => d.id);
    const png2 = Buffer.concat([PNG, Buffer.from("fim")]);
    const again = await submit(token, [THREE[0], THREE[1], { field: "proof_of_address", name: "comprovante-novo.png", bytes: png2 }]);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ status: "pending", production_reject_reason: null, production_reviewed_at: null });
    const mine = await http("GET", "/production-request", { token });
    expect(mine.body.data.documents.map((d: { id: string }) => d.id)).not.toEqual(expect.arrayContaining([oldKeys[0]]));
    expect(mine.body.data.documents.find((d: { kind: string }) => d.kind === "proof_of_address")).toMatchObject({ sha256: sha256(png2), type: "image/png" });
    expect((await http("GET", `/admin/lojistas/${m.user.id}/documentos/${oldKeys[0]}`, { token: team.accessToken })).status).toBe(404);

    // Approval releases live at once: environment switch, a live key, the key works.
    const approved = await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ production_status: "approved", production_reject_reason: null, production_reviewed_at: expect.any(String) });
    await identity().smtp.waitFor((x) => x.to.includes(m.email.toLowerCase()) && /liberada/.test(x.subject));
    expect((await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken })).status).toBe(409);
    const live = await http("POST", "/auth/environment", { token, body: { environment: "live" } });
    expect(live.status).toBe(200);
    expect(live.body.data.environment).toBe("live");
    const key = await http("POST", "/api-keys", { token, body: { name: "produção", environment: "live" } });
    expect(key.status).toBe(201);
    const me = await http("GET", "/auth/me", { token: key.body.data.key });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: m.user.id, environment: "live", production_status: "approved" });
    for (const credential of [key.body.data.key, live.body.data.accessToken]) {
      const pix = await http("POST", "/pix", { token: credential, body: { amount: 10, description: "Primeira venda" } });
      expect([pix.status, pix.body.data?.environment]).toEqual([201, "live"]);
    }
    // Once approved, a new request is a change request the team reviews (issue 23); the approval stays in force.
    const change = await submit(token, THREE);
    expect(change.status).toBe(201);
    expect(change.body.data).toMatchObject({ status: "approved", alteracao: { status: "pending" } });
    expect((await submit(token, THREE)).status).toBe(409);
  });
});
