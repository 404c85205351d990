import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AccountEngineError, httpAccountEngine } from "./account-engine";

/** approveForTest against a stand-in engine: the test control's path, the main key as header only, the answer validated. */
const KEY = "$aact_main_key_never_in_messages";
let server: Server;
let url: string;
let answer: { status: number; body: string } = { status: 200, body: "{}" };
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    // No keep-alive: an idle pooled connection would outlive the suite and hold its jest worker.
    res.writeHead(answer.status, { "content-type": "application/json", connection: "close" }).end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const engine = () => httpAccountEngine({ url, apiKey: KEY, timeoutMs: 2000 });
const approvedFronts = { general: "APPROVED", commercialInfo: "APPROVED", bankAccountInfo: "APPROVED", documentation: "APPROVED" };

describe("approveForTest", () => {
  it("posts the test control with the main key and answers the fronts the engine now holds", async () => {
    answer = { status: 200, body: JSON.stringify({ status: { id: "acc/1", ...approvedFronts, onboardingUrl: null }, delivery: { status: 200 } }) };
    expect(await engine().approveForTest("acc/1")).toEqual(approvedFronts);
    const req = seen.at(-1)!;
    expect([req.method, req.url, req.headers.access_token]).toEqual(["POST", "/test/accounts/acc%2F1/approve", KEY]);
  });

  it.each([
    ["an unexpected shape", { status: 200, body: JSON.stringify({ status: { general: "" } }) }, "unavailable"],
    ["a body that is not JSON", { status: 200, body: "ok" }, "unavailable"],
    ["an engine without test controls (404)", { status: 404, body: JSON.stringify({ errors: [{ code: "not_found" }] }) }, "rejected"],
    ["an outage (503)", { status: 503, body: "" }, "unavailable"],
  ])("refuses %s as an AccountEngineError, the key in no message", async (_name, a, kind) => {
    answer = a;
    const err = await engine().approveForTest("acc_1").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccountEngineError);
    expect((err as AccountEngineError).kind).toBe(kind);
    expect((err as Error).message).not.toContain(KEY);
  });
});

describe("ownPixKeys", () => {
  it("lists the main account's keys (GET /v3/pix/addressKeys with the main key), reading key and status only", async () => {
    const data = [{ id: "k1", key: "b3f1c0de-0000-4000-8000-000000000001", type: "EVP", status: "ACTIVE", dateCreated: "2026-11-28T00:00:00Z" }];
    answer = { status: 200, body: JSON.stringify({ object: "list", hasMore: false, totalCount: 1, data }) };
    expect(await engine().ownPixKeys()).toEqual([{ key: data[0]!.key, status: "ACTIVE" }]);
    const req = seen.at(-1)!;
    expect([req.method, req.url, req.headers.access_token]).toEqual(["GET", "/v3/pix/addressKeys", KEY]);
  });

  it("refuses a list without its data as unavailable", async () => {
    answer = { status: 200, body: JSON.stringify({ object: "list" }) };
    const err = await engine().ownPixKeys().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccountEngineError);
    expect((err as AccountEngineError).kind).toBe("unavailable");
  });
});
