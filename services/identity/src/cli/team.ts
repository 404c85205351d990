// Operator command for the service team: `pnpm --filter @pix/identity team grant|revoke|list <email>`.
// Talks to identity's database directly (DATABASE_URL) through the service's own use cases.
import { userInfo } from "node:os";
import { Pool } from "pg";
import { loadConfig, z } from "@pix/config";
import { EmailVerificationRepository } from "../repositories/email-verification";
import { createPrisma } from "../repositories/prisma";
import { TeamRepository } from "../repositories/team";
import { UsersRepository } from "../repositories/users";
import { runTeamCommand } from "./team-command";

const cliEnv = z.object({
  DATABASE_URL: z.string().url().default("postgresql://postgres@127.0.0.1:5432/pix_identity"),
  /** Only for `ensure-dev` (npm start's seed). */
  TEAM_PASSWORD: z.string().min(10).optional(),
});

async function main(): Promise<number> {
  const config = loadConfig(cliEnv);
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 2 });
  const prisma = createPrisma(pool);
  try {
    const deps = { users: new UsersRepository(prisma, pool), team: new TeamRepository(prisma), emailVerification: new EmailVerificationRepository(prisma) };
    return await runTeamCommand(process.argv.slice(2), deps, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      operator: userInfo().username,
      teamPassword: config.TEAM_PASSWORD,
    });
  } finally {
    await prisma.$disconnect();
    await pool.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
