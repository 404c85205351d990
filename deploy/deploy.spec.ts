/**
 * Deployment artefacts, checked without Docker or a cluster:
 * - the Helm chart renders (helm from the npm registry) and every manifest validates against the
 *   Kubernetes schemas (deploy/check.mjs), and a schema violation fails the check;
 * - the chart's shape: a Deployment, Service and PodDisruptionBudget per service, autoscaling for
 *   gateway/checkout/charges/webhooks-dispatcher, the migration Job as a Helm hook, NetworkPolicies
 *   that let only gateway and checkout in from outside and gRPC ports only from the release;
 * - docker-compose.yml parses, scales by construction and takes secrets from the environment;
 * - every service's required configuration (from its zod config schema) is set in compose and in the chart;
 * - the compiled JavaScript (scripts/build.mjs) loads without tsx.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const root = join(__dirname, "..");
const SERVICES = readdirSync(join(root, "services")).filter((s) => !s.startsWith("."));
/** Services that own a database: those with Prisma migrations (the panel has none). */
const DATABASE_SERVICES = SERVICES.filter((s) => existsSync(join(root, "services", s, "prisma", "migrations")));
const AUTOSCALED = ["charges", "checkout", "gateway", "webhooks-dispatcher"];
/** Reachable from outside: the API, the payers' checkout and the merchant panel. */
const PUBLIC = ["checkout", "gateway", "panel"];
const SECRETS = ["PRINCIPAL_SECRET", "JWT_SECRET", "WEBHOOK_SECRET_KEY", "ENGINE_API_KEY", "ENGINE_NOTICE_TOKEN", "ENGINE_LIVE_API_KEY", "ENGINE_LIVE_NOTICE_TOKEN"];

type Manifest = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> }; [k: string]: any };

function runCheck(extra: string[] = [], checkArgs: string[] = []): { status: number | null; output: string; manifests: Manifest[]; errors: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "pix-chart-"));
  try {
    const out = join(dir, "out.json");
    const res = spawnSync(process.execPath, [join(root, "deploy/check.mjs"), "--json", out, ...checkArgs, ...(extra.length ? ["--", ...extra] : [])], { encoding: "utf8", cwd: root });
    let parsed = { manifests: [] as Manifest[], errors: [] as string[] };
    try {
      parsed = JSON.parse(readFileSync(out, "utf8"));
    } catch { /* the check failed before writing */ }
    return { status: res.status, output: `${res.stdout}${res.stderr}`, ...parsed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The yaml package of deploy/tools (installed by check.mjs on first use); `merge` resolves `<<:` keys. */
const yaml = () => require(join(root, "deploy/tools/node_modules/yaml")) as { parse(text: string, options: { merge: boolean }): any };

/**
 * The zod schema a service parses its environment with: the export that is a zod object of the
 * config.ts beside its main module (src/config.ts; the panel's src/server/config.ts).
 */
function configSchema(service: string): { shape: Record<string, any>; safeParse(env: unknown): any } {
  const folder = join(root, "services", service);
  const main = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")).main ?? "src/index.ts";
  const mod = require(join(folder, dirname(main), "config"));
  const schema = Object.values(mod).find((v: any) => v && typeof v === "object" && v.shape && typeof v.safeParse === "function");
  if (!schema) throw new Error(`services/${service}/${dirname(main)}/config.ts exports no zod object schema`);
  return schema as { shape: Record<string, any>; safeParse(env: unknown): any };
}

/**
 * Settings a deployment must set for a service: those its schema refuses to leave unset, and those
 * whose default only makes sense on one machine (a loopback address: 127.0.0.1 or localhost).
 */
function requiredSettings(service: string): string[] {
  return Object.entries(configSchema(service).shape)
    .filter(([, field]) => {
      const parsed = field.safeParse(undefined);
      if (!parsed.success) return true;
      return typeof parsed.data === "string" && /127\.0\.0\.1|localhost/.test(parsed.data);
    })
    .map(([key]) => key)
    .sort();
}

let chart: { status: number | null; output: string; manifests: Manifest[]; errors: string[] };
beforeAll(() => {
  chart = runCheck();
}, 600_000);

const named = (kind: string) => chart.manifests.filter((m) => m.kind === kind);
const svcOf = (m: Manifest) => m.metadata.labels?.["app.kubernetes.io/name"];

describe("Helm chart", () => {
  it("renders, lints and validates every manifest against the Kubernetes schemas", () => {
    expect(chart.errors).toEqual([]);
    expect(chart.status).toBe(0);
    expect(chart.manifests.length).toBeGreaterThan(20);
  });

  it("fails on a manifest that breaks the schema", () => {
    const broken = runCheck(["--set", "services.identity.replicas=two"]);
    expect(broken.status).toBe(1);
    expect(broken.errors.join("\n")).toMatch(/Deployment\/pix-pix-gateway-identity: .*replicas must be integer/);
  }, 300_000);

  it("turns the alert rules into a PrometheusRule that validates", () => {
    const withRules = runCheck([], ["--alerts", join(root, "deploy/k8s/ci-alerts.yaml")]);
    expect(withRules.errors).toEqual([]);
    const [rule] = withRules.manifests.filter((m) => m.kind === "PrometheusRule");
    expect(rule.spec.groups[0].rules[0].alert).toBe("OutboxLagHigh");
  }, 300_000);

  it("has a Deployment, Service and PodDisruptionBudget per service, and autoscaling for the four hot services", () => {
    for (const kind of ["Deployment", "Service", "PodDisruptionBudget", "ConfigMap"]) {
      const perService = named(kind).filter((m) => !m.metadata.labels?.["app.kubernetes.io/component"]);
      expect(perService.map(svcOf).sort()).toEqual([...SERVICES].sort());
    }
    expect(named("HorizontalPodAutoscaler").map(svcOf).sort()).toEqual(AUTOSCALED);
    for (const d of named("Deployment")) {
      const pod = d.spec.template.spec;
      const [c] = pod.containers;
      // HPA owns the replica count of autoscaled services.
      expect(d.spec.replicas === undefined).toBe(AUTOSCALED.includes(svcOf(d)!));
      expect(c.resources.requests).toBeDefined();
      expect(c.resources.limits).toBeDefined();
      expect(c.livenessProbe.httpGet.path).toBe("/livez");
      expect(c.readinessProbe.grpc ?? c.readinessProbe.httpGet).toBeDefined();
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(c.securityContext.readOnlyRootFilesystem).toBe(true);
      expect(c.image).toMatch(new RegExp(`/${svcOf(d)}:`));
    }
    // Services call each other through headless Services (every pod's address; round robin over them):
    // one for each service that serves gRPC (GRPC_ADDR in its schema).
    const headless = named("Service").filter((m) => m.metadata.labels?.["app.kubernetes.io/component"] === "grpc");
    const grpcServices = SERVICES.filter((s) => "GRPC_ADDR" in configSchema(s).shape);
    expect(grpcServices).not.toContain("panel");
    expect(headless.map(svcOf).sort()).toEqual(grpcServices.sort());
    for (const h of headless) expect(h.spec.clusterIP).toBe("None");
    const gatewayConfig = named("ConfigMap").find((c) => svcOf(c) === "gateway")!;
    expect(gatewayConfig.data.CHARGES_ADDR).toBe("pix-pix-gateway-charges-grpc:50052");
    // gRPC services are ready when their gRPC health service says SERVING.
    const charges = named("Deployment").find((d) => svcOf(d) === "charges")!;
    expect(charges.spec.template.spec.containers[0].readinessProbe.grpc.port).toBe(50052);
  });

  it("runs the panel: no gRPC, probes on its operator port, the gateway's Service as GATEWAY_URL", () => {
    const [panel] = named("Deployment").filter((d) => svcOf(d) === "panel");
    const [c] = panel.spec.template.spec.containers;
    expect(c.ports.map((p: any) => p.name)).toEqual(["http", "ops"]);
    for (const probe of [c.startupProbe, c.livenessProbe]) expect(probe.httpGet).toEqual({ path: "/livez", port: "ops" });
    expect(c.readinessProbe.httpGet).toEqual({ path: "/readyz", port: "ops" });
    expect(panel.spec.template.metadata.annotations["prometheus.io/scrape"]).toBe("true");
    const config = named("ConfigMap").find((m) => svcOf(m) === "panel")!;
    const gateway = named("Service").find((m) => svcOf(m) === "gateway")!;
    const gatewayPort = gateway.spec.ports.find((p: any) => p.name === "http").port;
    expect(config.data.GATEWAY_URL).toBe(`http://${gateway.metadata.name}:${gatewayPort}`);
    expect(config.data.HTTP_HOST).toBe("0.0.0.0");
    expect(config.data.CHARGES_ADDR).toBeUndefined();
    // The gateway's /openapi.json names the public addresses.
    const gatewayConfig = named("ConfigMap").find((m) => svcOf(m) === "gateway")!;
    expect([gatewayConfig.data.PUBLIC_BASE_URL, gatewayConfig.data.CHECKOUT_BASE_URL]).toEqual(["https://api.pix.example", "https://pagar.pix.example"]);
    // Identity's e-mails link to the panel's pages (invites), by its public address.
    const identityConfig = named("ConfigMap").find((m) => svcOf(m) === "identity")!;
    expect(identityConfig.data.PANEL_PUBLIC_URL).toBe("https://painel.pix.example");
    // So do charges' MED e-mails (Infrações MED, the contested sale).
    const chargesConfig = named("ConfigMap").find((m) => svcOf(m) === "charges")!;
    expect(chargesConfig.data.PANEL_PUBLIC_URL).toBe("https://painel.pix.example");
  });

  it("keeps the gateway reachable from the panel's pods when the public ports admit only some peers", () => {
    const ingress = { namespaceSelector: { matchLabels: { "kubernetes.io/metadata.name": "ingress-nginx" } } };
    const restricted = runCheck(["--set-json", `networkPolicy.publicFrom=${JSON.stringify([ingress])}`]);
    expect(restricted.errors).toEqual([]);
    const publicOf = (svc: string) => restricted.manifests.find((m) => m.kind === "NetworkPolicy" && m.metadata.name.endsWith(`-${svc}-public`))!;
    const panelPods = { podSelector: { matchLabels: { "app.kubernetes.io/instance": "pix", "app.kubernetes.io/name": "panel" } } };
    expect(publicOf("gateway").spec.ingress).toEqual([{ ports: [{ port: 8080, protocol: "TCP" }], from: [ingress, panelPods] }]);
    expect(publicOf("panel").spec.ingress).toEqual([{ ports: [{ port: 8082, protocol: "TCP" }], from: [ingress] }]);
  }, 300_000);

  it("migrates in a Helm hook Job before install and upgrade, with every database URL from the Secret", () => {
    const [job] = named("Job");
    expect(job.metadata.annotations?.["helm.sh/hook"]).toBe("pre-install,pre-upgrade");
    const env = job.spec.template.spec.containers[0].env.map((e: any) => e.name).sort();
    expect(DATABASE_SERVICES).toContain("identity");
    expect(env).toEqual(DATABASE_SERVICES.map((s) => `${s.toUpperCase().replace(/-/g, "_")}_DATABASE_URL`).sort());
    expect(job.spec.template.spec.containers[0].image).toMatch(/\/migrate:/);
  });

  it("lets only gateway, checkout and panel in from outside, and gRPC ports only from the release's pods", () => {
    const policies = named("NetworkPolicy");
    const deny = policies.find((p) => p.metadata.name.endsWith("-default-deny"))!;
    expect(deny.spec.policyTypes).toEqual(["Ingress"]);
    expect(deny.spec.ingress).toBeUndefined();
    const releasePods = { "app.kubernetes.io/instance": "pix", "app.kubernetes.io/part-of": "pix-gateway" };
    expect(deny.spec.podSelector.matchLabels).toEqual(releasePods);
    const open = policies.filter((p) => p.spec.ingress?.some((rule: any) => !rule.from));
    expect(policies.filter((p) => p.metadata.name.endsWith("-public")).length).toBe(PUBLIC.length);
    expect(open.map((p) => p.spec.podSelector.matchLabels["app.kubernetes.io/name"]).sort()).toEqual(PUBLIC);
    for (const p of open) {
      const service = named("Service").find((s) => svcOf(s) === p.spec.podSelector.matchLabels["app.kubernetes.io/name"] && s.spec.clusterIP !== "None")!;
      const http = service.spec.ports.find((port: any) => port.name === "http").port;
      expect(p.spec.ingress.flatMap((r: any) => r.ports.map((x: any) => x.port))).toEqual([http]);
    }
    for (const p of policies.filter((x) => x.metadata.name.endsWith("-grpc"))) {
      expect(p.spec.ingress).toHaveLength(1);
      expect(p.spec.ingress[0].from).toEqual([{ podSelector: { matchLabels: releasePods } }]);
    }
  });
});

describe("docker-compose.yml", () => {
  const compose = () => yaml().parse(readFileSync(join(root, "docker-compose.yml"), "utf8"), { merge: true }) as { services: Record<string, any> };

  it("scales every internal service by construction: no host ports, no container names", () => {
    const { services } = compose();
    for (const [name, svc] of Object.entries(services)) {
      expect(svc.container_name).toBeUndefined();
      if (svc.ports) expect([name, PUBLIC.includes(name)]).toEqual([name, true]);
    }
    for (const s of SERVICES) expect(services[s]).toBeDefined();
  });

  it("migrates first, checks health, and takes every secret from the environment", () => {
    const { services } = compose();
    expect(services.migrate.build.target).toBe("migrate");
    for (const s of SERVICES) {
      expect([s, services[s].depends_on?.migrate?.condition]).toEqual([s, "service_completed_successfully"]);
      expect(services[s].build.args.SERVICE).toBe(`services/${s}`);
      for (const [k, v] of Object.entries(services[s].environment as Record<string, string>)) {
        if (SECRETS.includes(k)) expect([s, k, v]).toEqual([s, k, expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]+\}$/)]);
        if (/DATABASE_URL|AMQP_URL/.test(k)) expect(v).not.toMatch(/:\/\/[^:@/]+:[^$@]+@/); // passwords only by ${...}
      }
    }
    for (const infra of ["postgres", "rabbitmq", "redis"]) expect(services[infra].healthcheck).toBeDefined();
    // The panel calls the gateway by its compose name, on the gateway's container port.
    const gatewayPort = services.gateway.environment.HTTP_PORT;
    expect(services.panel.environment.GATEWAY_URL).toBe(`http://gateway:${gatewayPort}`);
    expect(services.panel.depends_on.gateway).toBeDefined();
    const dockerfile = readFileSync(join(root, "deploy/Dockerfile"), "utf8");
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/deploy --legacy --prod/);
    expect(dockerfile.split(/^FROM /m).pop()).not.toMatch(/tsx/);
  });
});

describe("deploy/infra.compose.yml (npm start's PostgreSQL, RabbitMQ and Redis in containers)", () => {
  const infra = () => yaml().parse(readFileSync(join(root, "deploy/infra.compose.yml"), "utf8"), { merge: true }) as { services: Record<string, any> };

  it("has the three services the missing-dependency message names, on the loopback addresses npm start expects, and requires no variable", () => {
    const { services } = infra();
    expect(Object.keys(services).sort()).toEqual(["postgres", "rabbitmq", "redis"]);
    expect(services.postgres.ports).toEqual(["127.0.0.1:5432:5432"]);
    expect(services.postgres.environment).toEqual({ POSTGRES_HOST_AUTH_METHOD: "trust" });
    expect(services.rabbitmq.ports).toEqual(["127.0.0.1:5672:5672"]);
    expect(services.redis.ports).toEqual(["127.0.0.1:6379:6379"]);
    // Compose refuses a file whose required variable is unset, whichever services a command starts.
    expect(readFileSync(join(root, "deploy/infra.compose.yml"), "utf8")).not.toContain("${");
    expect(readFileSync(join(root, "scripts/infra.mjs"), "utf8")).toContain("docker compose -f deploy/infra.compose.yml up -d postgres rabbitmq redis");
  });
});

describe("required configuration", () => {
  it("is derived from the schemas (the rule finds what a deployment must set)", () => {
    expect(requiredSettings("identity")).toEqual(expect.arrayContaining(["DATABASE_URL", "GRPC_ADDR", "JWT_SECRET", "PRINCIPAL_SECRET", "AMQP_URL"]));
    expect(requiredSettings("gateway")).toEqual(expect.arrayContaining(["HTTP_HOST", "CHARGES_ADDR", "REDIS_URL"]));
    expect(requiredSettings("gateway")).not.toContain("BODY_LIMIT");
  });

  it.each(SERVICES)("%s: every required setting is in docker-compose.yml", (service) => {
    const env = yaml().parse(readFileSync(join(root, "docker-compose.yml"), "utf8"), { merge: true }).services[service].environment;
    const missing = requiredSettings(service).filter((k) => !(k in env));
    expect(missing).toEqual([]);
  });

  it.each(SERVICES)("%s: every required setting is in the chart (ConfigMap or Secret reference)", (service) => {
    const deployment = named("Deployment").find((d) => svcOf(d) === service)!;
    const configMap = named("ConfigMap").find((c) => svcOf(c) === service)!;
    const container = deployment.spec.template.spec.containers[0];
    expect(container.envFrom).toEqual([{ configMapRef: { name: configMap.metadata.name } }]);
    const secretEnv: any[] = container.env ?? []; // the panel takes no secret
    const names = new Set([...Object.keys(configMap.data), ...secretEnv.map((e: any) => e.name)]);
    expect(requiredSettings(service).filter((k) => !names.has(k))).toEqual([]);
    const secret = named("Secret")[0];
    for (const e of secretEnv) expect(Object.keys(secret.stringData)).toContain(e.valueFrom.secretKeyRef.key);
  });

  it.each(SERVICES)("%s: the chart's environment (CI values) passes the service's own config schema", (service) => {
    const deployment = named("Deployment").find((d) => svcOf(d) === service)!;
    const configMap = named("ConfigMap").find((c) => svcOf(c) === service)!;
    const secret = named("Secret")[0];
    const env: Record<string, string> = { ...configMap.data };
    for (const e of deployment.spec.template.spec.containers[0].env ?? []) env[e.name] = secret.stringData[e.valueFrom.secretKeyRef.key];
    const parsed = configSchema(service).safeParse(env);
    expect(parsed.success ? [] : parsed.error.issues.map((i: any) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });

  it.each(SERVICES)("%s: compose's environment (deploy/compose.env.example, its secrets filled) passes the config schema", (service) => {
    const filled: Record<string, string> = {};
    for (const line of readFileSync(join(root, "deploy/compose.env.example"), "utf8").split("\n")) {
      const m = /^([A-Z_]+)=(.*)$/.exec(line);
      const secret = [...SECRETS, "POSTGRES_PASSWORD", "RABBITMQ_PASSWORD"].includes(m?.[1] ?? "");
      if (m) filled[m[1]] = m[2] || (!secret ? "" : m[1] === "WEBHOOK_SECRET_KEY" ? "ab".repeat(32) : `${m[1].toLowerCase()}-0123456789abcdef0123456789abcdef`);
    }
    // Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?message}.
    const interpolate = (v: string) => String(v).replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_, name, op, arg) => filled[name] || (op === "-" ? arg : ""));
    const environment = yaml().parse(readFileSync(join(root, "docker-compose.yml"), "utf8"), { merge: true }).services[service].environment;
    const env = Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, interpolate(v as string)]));
    const parsed = configSchema(service).safeParse(env);
    expect(parsed.success ? [] : parsed.error.issues.map((i: any) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });
});

describe("compiled JavaScript", () => {
  const DIRS = [...SERVICES.map((s) => `services/${s}`), "emulators/payment-engine", "emulators/identity-provider"];
  let loaded: Record<string, string>;
  beforeAll(() => {
    execFileSync(process.execPath, [join(root, "scripts/build.mjs"), "--check"], { cwd: root, stdio: "pipe" });
    // One plain node process (no tsx, no jest) loads each package's `pix-dist` entry, and through it
    // every @pix package by its exports, as production does: "ok", what failed, or the .ts loaded.
    const script = `const out = {};
      for (const dir of ${JSON.stringify(DIRS)}) {
        const folder = require("path").join(${JSON.stringify(root)}, dir);
        const entry = require(require("path").join(folder, "package.json")).exports["."]["pix-dist"];
        try { require(require("path").join(folder, entry)); out[dir] = "ok"; }
        catch (err) { out[dir] = String(err && err.message).slice(0, 300); }
      }
      const ts = Object.keys(require.cache).filter((f) => f.endsWith(".ts"));
      if (ts.length) for (const dir of Object.keys(out)) out[dir] = "loaded TypeScript: " + ts.slice(0, 3).join(", ");
      process.stdout.write(JSON.stringify(out));`;
    const env = { ...process.env, NODE_PATH: "" }; // no hoisted shortcut (pnpm exec sets one)
    const res = spawnSync(process.execPath, ["--conditions=pix-dist", "-e", script], { cwd: root, env, encoding: "utf8", maxBuffer: 1 << 24 });
    loaded = JSON.parse(res.stdout || "{}");
  }, 180_000);

  it.each(DIRS)("%s loads from dist/ with plain node (pix-dist condition), no TypeScript on the way", (dir) => {
    expect(loaded[dir]).toBe("ok");
  });

  it.each(SERVICES)("%s: the entry point its image runs (compose's ENTRY build arg, else the Dockerfile's) was compiled", (service) => {
    const dockerfileEntry = /^ARG ENTRY=(\S+)$/m.exec(readFileSync(join(root, "deploy/Dockerfile"), "utf8"))![1];
    const build = yaml().parse(readFileSync(join(root, "docker-compose.yml"), "utf8"), { merge: true }).services[service].build;
    const entry = build.args.ENTRY ?? dockerfileEntry;
    expect([entry, existsSync(join(root, "services", service, entry))]).toEqual([entry, true]);
  });
});
