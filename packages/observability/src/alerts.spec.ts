import { readFileSync } from "node:fs";
import { join } from "node:path";
import { registry } from "./metrics";

/** The alert rules (deploy/alerts) only name series the services export: a renamed metric fails here. */
describe("deploy/alerts/pix-gateway-rules.yaml", () => {
  const text = readFileSync(join(__dirname, "../../../deploy/alerts/pix-gateway-rules.yaml"), "utf8");
  const exprs = text.split("\n").filter((l) => !l.trim().startsWith("#") && !/^\s*(summary|description):/.test(l));
  const names = new Set(registry.getMetricsAsArray().map((m) => m.name));

  it("covers outbox lag, DLQ growth, webhook failure rate and engine errors", () => {
    for (const series of ["outbox_lag_seconds", "consumer_dlq_messages", "webhook_deliveries_total", "engine_request_errors_total"]) {
      expect(text).toContain(series);
    }
  });

  it("names only series of the registry", () => {
    const used = new Set<string>();
    for (const line of exprs) {
      for (const m of line.matchAll(/\b([a-z]+(?:_[a-z]+)+)(?=\s*[{[)])/g)) {
        if (["clamp_min", "humanize_duration"].includes(m[1])) continue;
        used.add(m[1].replace(/_(count|bucket|sum)$/, (s) => (names.has(m[1]) ? s : "")));
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect([...used].filter((n) => !names.has(n))).toEqual([]);
  });
});
