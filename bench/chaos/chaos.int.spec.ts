import { runMode } from "./run.mjs";

/**
 * Issue 36, the fault suite's short version on every `npm test`: two replicas of charges and of
 * webhooks-dispatcher under a mixed load (API charges, engine and simulated payments, partial refunds,
 * MED), one replica of charges killed with SIGKILL and the broker restarted, on the suite's own
 * PostgreSQL cluster and RabbitMQ node (never the machine's: other work uses those). Then the client's
 * record must reconcile with the servers': nothing lost, doubled or stuck, and no 500.
 */
it("loses, doubles and leaves stuck nothing through a replica's kill -9 and a broker restart", async () => {
  const result = await runMode({
    contaUnica: true, durationS: 60, rate: 2, replicas: { charges: 2, "webhooks-dispatcher": 2 },
    kinds: ["kill:charges", "rabbitmq"], offset: 24000, infraPort: 5, log: () => undefined,
  });
  expect(result.problems).toEqual([]);
  expect(result.faults.map((f) => [f.name, f.injectError ?? null])).toEqual([
    ["kill -9 charges.2", null], ["RabbitMQ restart", null],
  ]);
  expect(result.counts.charges.answered2xx).toBeGreaterThan(20);
  expect(result.counts.webhooks.missing).toBe(0);
}, 900_000);
