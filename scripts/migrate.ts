// Creates each service's database when missing and applies its migrations (idempotent).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { analyzeDatabase, applyMigrations, ensureDatabase } from "@pix/db";
import { DATABASE_SERVICES, databaseUrl } from "./services.mjs";

// Runs from scripts/ (tsx) and, compiled, from scripts/dist/ (the image's migration step).
const root = resolve(__dirname, existsSync(resolve(__dirname, "../services")) ? ".." : "../..");

async function main() {
  for (const service of DATABASE_SERVICES as string[]) {
    const url = process.env[`${service.toUpperCase().replace(/-/g, "_")}_DATABASE_URL`] ?? databaseUrl(service);
    await ensureDatabase(url);
    const { applied } = await applyMigrations(url, join(root, "services", service, "prisma/migrations"));
    // Fresh statistics for what the migrations changed (the planner's choice of index depends on them).
    if (applied.length) await analyzeDatabase(url);
    console.log(`  ${service}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
