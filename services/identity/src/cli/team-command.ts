import { parseArgs } from "node:util";
import { isAppError } from "@pix/errors";
import { ensureDevTeamAccount, grantTeam, listTeam, revokeTeam, TeamDeps } from "../usecases/team";

export const TEAM_USAGE = `usage:
  team grant <email> [--note <text>] [--by <operator>]   make a verified account team (is_admin)
  team revoke <email>                                   take team power away
  team list                                             list the team
  team ensure-dev <email> [--name <name>]               local development only: create/verify/grant, password from TEAM_PASSWORD`;

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  operator: string;
  teamPassword?: string;
}

/** The operator command, apart from its process: returns the exit code. */
export async function runTeamCommand(argv: string[], deps: TeamDeps, io: CommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { note: { type: "string" }, by: { type: "string" }, name: { type: "string" } } });
  } catch (err) {
    io.err(`${(err as Error).message}\n${TEAM_USAGE}`);
    return 2;
  }
  const [command, email, ...rest] = parsed.positionals;
  const needsEmail = command !== "list";
  if (!command || (needsEmail && !email) || rest.length > 0 || !["grant", "revoke", "list", "ensure-dev"].includes(command)) {
    io.err(TEAM_USAGE);
    return 2;
  }
  try {
    switch (command) {
      case "grant": {
        const user = await grantTeam(deps, { email, grantedBy: parsed.values.by ?? io.operator, note: parsed.values.note });
        io.out(`${user.email} is team (user ${user.id})`);
        return 0;
      }
      case "revoke":
        io.out((await revokeTeam(deps, email)) ? `${email} is no longer team` : `${email} was not team`);
        return 0;
      case "list":
        for (const m of await listTeam(deps)) {
          io.out([m.email, m.userId, m.grantedAt.toISOString(), m.grantedBy, m.note ?? ""].join("\t"));
        }
        return 0;
      default: {
        if (!io.teamPassword) {
          io.err("TEAM_PASSWORD is required for ensure-dev");
          return 2;
        }
        const user = await ensureDevTeamAccount(deps, { email, name: parsed.values.name ?? "Equipe Pix", password: io.teamPassword });
        io.out(`${user.email} is team (user ${user.id})`);
        return 0;
      }
    }
  } catch (err) {
    if (!isAppError(err)) throw err;
    io.err(err.message);
    return 1;
  }
}
