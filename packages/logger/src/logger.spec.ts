import { Writable } from "node:stream";
import { createLogger } from "./index";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
  return { lines, logger: createLogger("test", "info", stream) };
}

describe("logger redaction", () => {
  it("censors secrets at the top level and one level down", () => {
    const { lines, logger } = capture();
    logger.info({ password: "hunter2", body: { secret: "whsec_abc", apiKey: "service_test_x" }, req: { headers: { authorization: "Bearer t" } } }, "m");
    const out = lines.join("");
    expect(out).not.toMatch(/hunter2|whsec_abc|service_test_x|Bearer t/);
    expect(out).toContain("[redacted]");
  });
});
