import type { AddressInfo } from "node:net";
import express from "express";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { httpBodyOf, httpStatusOf, isAppError } from "@pix/errors";
import { rateLimit } from "./limiter";

/** The middleware's client-IP rule (the shared Redis budget is covered by test/rate-limit.int.spec.ts). */
async function withApp(trustProxy: boolean | number | string[], run: (get: (xff?: string) => Promise<Response>) => Promise<void>) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.get("/x", rateLimit(new RateLimiterMemory({ points: 2, duration: 60 })), (req, res) => void res.json({ ip: req.ip }));
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (isAppError(err)) return void res.status(httpStatusOf(err)).json(httpBodyOf(err));
    res.status(500).end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
  try {
    await run((xff) => fetch(url, { headers: xff ? { "x-forwarded-for": xff } : {} }));
  } finally {
    server.close();
  }
}

describe("rateLimit middleware", () => {
  it("answers 429 with Retry-After and the contract's error shape once the budget is spent", async () => {
    await withApp(false, async (get) => {
      expect((await get()).status).toBe(200);
      expect((await get()).status).toBe(200);
      const refused = await get();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: { message: expect.any(String), codigo: "MUITAS_REQUISICOES" } });
    });
  });

  it("ignores X-Forwarded-For by default, so a client cannot pick its own IP", async () => {
    await withApp(false, async (get) => {
      await get("1.1.1.1");
      await get("2.2.2.2");
      expect((await get("3.3.3.3")).status).toBe(429);
    });
  });

  it("counts by the address the trusted proxy reports, never by one the client prepended", async () => {
    await withApp(["loopback"], async (get) => {
      expect(((await (await get("9.9.9.9, 1.1.1.1")).json()) as { ip: string }).ip).toBe("1.1.1.1");
      await get("1.1.1.1");
      expect((await get("8.8.8.8, 1.1.1.1")).status).toBe(429);
      expect((await get("2.2.2.2")).status).toBe(200);
    });
  });
});
