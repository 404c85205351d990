import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createLogger } from "./index";
import { censorUrl, requestLogger } from "./request-logger";

describe("request logger", () => {
  it.each([
    ["/auth/verify-email?token=abc", "/auth/verify-email?token=[redacted]"],
    ["/x?a=1&TOKEN=abc&b=2", "/x?a=1&TOKEN=[redacted]&b=2"],
    ["/x?key=k#frag", "/x?key=[redacted]#frag"],
    ["/pix/list?status=paid", "/pix/list?status=paid"],
  ])("censors secret query parameters in %s", (url, logged) => {
    expect(censorUrl(url)).toBe(logged);
  });

  it("never writes a verification token from the URL to the log", async () => {
    const lines: string[] = [];
    const logger = createLogger("test", "info", new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } }));
    const log = requestLogger(logger);
    const server = createServer((req, res) => {
      log(req, res);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/verify-email?token=s3cr3t-t0ken`, {
        headers: { authorization: "Bearer service_test_h3ad3r-s3cr3t", cookie: "pix_refresh=c00k1e-s3cr3t" },
      })).text();
      await new Promise((r) => setImmediate(r));
    } finally {
      await new Promise((r) => server.close(r));
    }
    const out = lines.join("");
    expect(out).toContain("/auth/verify-email?token=[redacted]");
    expect(out).not.toContain("s3cr3t-t0ken");
    // Only the request line and the status: no header (credential or cookie) is written at all.
    const line = JSON.parse(lines.find((l) => l.includes("request completed"))!);
    expect(line.req).toEqual({ id: expect.any(String), method: "GET", url: "/auth/verify-email?token=[redacted]" });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(out).not.toMatch(/h3ad3r-s3cr3t|c00k1e-s3cr3t/);
  });
});
