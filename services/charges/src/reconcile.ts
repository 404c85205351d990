/**
 * `pnpm --filter @pix/charges reconcile`: one reconciliation of the ledger now (issue 24), with the
 * service's configuration (DATABASE_URL, ONBOARDING_ADDR, engines…). Prints the run's outcome and
 * the open differences; exits 1 when the run failed, 2 when another run is in progress.
 */
import { loadConfig } from "@pix/config";
import { loadService, ServiceClient } from "@pix/grpc";
import { createLogger } from "@pix/logger";
import { Pool } from "pg";
import { httpEngines } from "./shared/adapters/engines";
import { GrpcReceivingAccounts } from "./shared/adapters/receiving-accounts";
import { chargesEnv } from "./config";
import { runReconciliation } from "./ledger/usecases/reconcile";
import { reconcileDeps } from "./ledger/usecases/reconcile-deps";

async function main(): Promise<number> {
  const config = loadConfig(chargesEnv);
  const logger = createLogger("charges-reconcile", config.LOG_LEVEL);
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 2 });
  const onboarding = new ServiceClient("onboarding", loadService("onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService"),
    config.ONBOARDING_ADDR, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const engines = httpEngines({
    test: { url: config.ENGINE_URL, apiKey: config.ENGINE_API_KEY },
    live: { url: config.ENGINE_LIVE_URL, apiKey: config.ENGINE_LIVE_API_KEY },
    timeoutMs: config.ENGINE_TIMEOUT_MS,
  });
  try {
    const deps = reconcileDeps(config, pool, engines, onboarding, new GrpcReceivingAccounts(onboarding), logger);
    const run = await runReconciliation(deps, 0);
    if (!run) {
      console.error("Outra conciliação está em andamento; tente de novo mais tarde.");
      return 2;
    }
    const open = await deps.repo.open(100);
    console.log(JSON.stringify({ run, open: open.differences, truncated: open.truncated }, null, 2));
    return 0;
  } catch (err) {
    console.error("A conciliação falhou:", err instanceof Error ? err.message : err);
    return 1;
  } finally {
    onboarding.close();
    await engines.close();
    await pool.end();
  }
}

main().then((code) => process.exit(code));
