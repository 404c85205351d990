import { dependencies, missingMessage, parseClusters, startPlan, type MachineFacts } from "./infra.mjs";

/**
 * Issue 35: which dependency `npm start` may start, and with which command. Only this machine's own
 * server (installed, at the address it listens on) is started; anything else is reported missing.
 */
const installed: MachineFacts = {
  pgCtlcluster: "/usr/bin/pg_ctlcluster", clusters: [{ version: "15", name: "main", port: 5432, online: false }],
  rabbitmqServer: "/usr/sbin/rabbitmq-server", redisServer: "/usr/bin/redis-server",
};
const nothing: MachineFacts = { pgCtlcluster: null, clusters: [], rabbitmqServer: null, redisServer: null };
const [postgres, rabbitmq, redis] = dependencies({
  postgres: { url: "postgresql://postgres@127.0.0.1:5432" }, rabbitmq: { url: "amqp://guest:guest@127.0.0.1:5672" }, redis: { url: "redis://127.0.0.1:6379" },
});

describe("startPlan", () => {
  it("starts the PostgreSQL cluster listening on the URL's port, with pg_ctlcluster", () => {
    const facts = { ...installed, clusters: [...installed.clusters, { version: "16", name: "other", port: 5433, online: false }] };
    expect(startPlan(postgres, facts)).toEqual({ command: "/usr/bin/pg_ctlcluster", args: ["--skip-systemctl-redirect", "15", "main", "start"] });
    expect(startPlan({ ...postgres, url: "postgresql://postgres@localhost:5433/x" }, facts)).toEqual({ command: "/usr/bin/pg_ctlcluster", args: ["--skip-systemctl-redirect", "16", "other", "start"] });
  });

  it("starts RabbitMQ detached and Redis daemonized without persistence, on loopback", () => {
    expect(startPlan(rabbitmq, installed)).toEqual({ command: "/usr/sbin/rabbitmq-server", args: ["-detached"] });
    // A scratch node (measurements): its own name, listener and folders, through the same command.
    const scratch = { RABBITMQ_NODENAME: "pixscratch@localhost", RABBITMQ_CONFIG_FILE: "/tmp/rmq/rabbitmq.conf" };
    expect(startPlan({ ...rabbitmq, url: "amqp://guest:guest@127.0.0.1:5679", machinePort: 5679, env: scratch }, installed))
      .toEqual({ command: "/usr/sbin/rabbitmq-server", args: ["-detached"], env: scratch });
    expect(startPlan(redis, installed)).toEqual({
      command: "/usr/bin/redis-server", dir: "/var/lib/redis",
      args: ["--daemonize", "yes", "--bind", "127.0.0.1", "-::1", "--port", "6379", "--save", "", "--appendonly", "no", "--dir", "/var/lib/redis", "--logfile", "/var/log/redis/redis-server.log"],
    });
  });

  it("says what is not installed", () => {
    expect(startPlan(postgres, nothing)).toEqual({ missing: "PostgreSQL at postgresql://postgres@127.0.0.1:5432 (DATABASE_SERVER) does not answer, and PostgreSQL is not installed on this machine" });
    expect(startPlan(rabbitmq, nothing).missing).toBe("RabbitMQ at amqp://guest:***@127.0.0.1:5672 (AMQP_URL) does not answer, and RabbitMQ is not installed on this machine");
    expect(startPlan(redis, nothing).missing).toBe("Redis at redis://127.0.0.1:6379 (REDIS_URL) does not answer, and Redis is not installed on this machine");
  });

  it("never starts anything for another host or another port: that one is the user's to bring up", () => {
    expect(startPlan({ ...redis, url: "redis://127.0.0.1:6380" }, installed).missing)
      .toBe("Redis at redis://127.0.0.1:6380 (REDIS_URL) does not answer, and only this machine's own Redis (127.0.0.1:6379) can be started from here");
    expect(startPlan({ ...rabbitmq, url: "amqp://u:p@broker.internal:5672" }, installed).missing).toContain("only this machine's own RabbitMQ (127.0.0.1:5672)");
    expect(startPlan({ ...postgres, url: "postgresql://postgres@127.0.0.1:6543" }, installed).missing).toContain("only this machine's own PostgreSQL (127.0.0.1:5432)");
    expect(startPlan({ ...postgres, url: "postgresql://postgres@db.example:5432" }, installed).missing).toContain("only this machine's own PostgreSQL");
  });
});

describe("the message when something is missing", () => {
  it("names each missing one and the two ways to get them, in one line", () => {
    const text = missingMessage(["Redis at redis://127.0.0.1:1 (REDIS_URL) does not answer, and X"]);
    expect(text).toBe("Redis at redis://127.0.0.1:1 (REDIS_URL) does not answer, and X. Install the Debian packages (apt-get install postgresql rabbitmq-server redis-server) or run `docker compose -f deploy/infra.compose.yml up -d postgres rabbitmq redis`, then try again.");
    expect(text).not.toContain("\n");
  });
});

describe("parseClusters", () => {
  it("reads pg_lsclusters -h", () => {
    expect(parseClusters("15 main 5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log\n16 x 5433 down,binaries_missing postgres /d /l\n"))
      .toEqual([{ version: "15", name: "main", port: 5432, online: true }, { version: "16", name: "x", port: 5433, online: false }]);
  });
});
