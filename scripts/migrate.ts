// Creates each service's database when missing and applies its migrations (idempotent).
import { join } from "node:path";
import { applyMigrations, ensureDatabase } from "@pix/db";
// @ts-expect-error plain ESM module shared with the start script
import { DATABASE_SERVICES, databaseUrl } from "./services.mjs";

async function main() {
  for (const service of DATABASE_SERVICES as string[]) {
    const url = process.env[`${service.toUpperCase().replace(/-/g, "_")}_DATABASE_URL`] ?? databaseUrl(service);
    await ensureDatabase(url);
    const { applied } = await applyMigrations(url, join(__dirname, "../services", service, "prisma/migrations"));
    console.log(`  ${service}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
