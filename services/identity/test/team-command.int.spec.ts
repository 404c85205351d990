import { join } from "node:path";
import { createPooledTestDatabase } from "@pix/testing";
import { runTeamCommand } from "../src/cli/team-command";
import { verifyPassword } from "../src/domain/password";
import { EmailVerificationRepository } from "../src/repositories/email-verification";
import { createPrisma, PrismaClient } from "../src/repositories/prisma";
import { TeamRepository } from "../src/repositories/team";
import { UsersRepository } from "../src/repositories/users";
import type { TeamDeps } from "../src/usecases/team";

/** The operator command (`pnpm --filter @pix/identity team …`) against a real identity database. */
describe("team command", () => {
  let close: () => Promise<void>;
  let prisma: PrismaClient;
  let deps: TeamDeps;
  beforeAll(async () => {
    const db = await createPooledTestDatabase("identity_team", join(__dirname, "../prisma/migrations"));
    prisma = createPrisma(db.pool);
    deps = { users: new UsersRepository(prisma, db.pool), team: new TeamRepository(prisma), emailVerification: new EmailVerificationRepository(prisma) };
    close = async () => {
      await prisma.$disconnect();
      await db.drop();
    };
  });
  afterAll(() => close());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runTeamCommand(argv, deps, { out: (l) => out.push(l), err: (l) => err.push(l), operator: "ops", teamPassword: "senha-de-dev-0123456789" });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  it("grants only verified accounts, lists and revokes", async () => {
    const user = (await deps.users.create({ name: "Ana", email: "ana@pix.test", passwordHash: "x" }))!;
    expect(await run("grant", "nobody@pix.test")).toMatchObject({ code: 1, err: expect.stringMatching(/não encontrad/) });
    expect(await run("grant", "ana@pix.test")).toMatchObject({ code: 1, err: expect.stringMatching(/Confirme seu e-mail/) });
    expect(await deps.team.isMember(user.id)).toBe(false);

    await deps.emailVerification.markVerified(user.id);
    expect(await run("grant", "ANA@pix.test", "--note", "suporte")).toMatchObject({ code: 0, out: expect.stringContaining(user.id) });
    expect(await deps.team.isMember(user.id)).toBe(true);
    expect((await run("list")).out).toMatch(new RegExp(`^ana@pix.test\\t${user.id}\\t\\S+\\tops\\tsuporte$`));

    expect(await run("revoke", "ana@pix.test")).toMatchObject({ code: 0, out: "ana@pix.test is no longer team" });
    expect(await deps.team.isMember(user.id)).toBe(false);
    expect((await run("list")).out).toBe("");
  });

  it("ensure-dev creates one verified team account with the given password, idempotently", async () => {
    const first = await run("ensure-dev", "equipe@pix.local");
    expect(first.code).toBe(0);
    const again = await run("ensure-dev", "equipe@pix.local");
    expect(again).toEqual(first);
    const user = (await deps.users.findByEmail("equipe@pix.local"))!;
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword("senha-de-dev-0123456789", user.passwordHash!)).toBe(true);
    expect(await deps.team.isMember(user.id)).toBe(true);
  });

  it("answers usage errors with exit code 2", async () => {
    expect((await run()).code).toBe(2);
    expect((await run("grant")).code).toBe(2);
    expect((await run("promote", "a@b.test")).code).toBe(2);
    expect((await run("grant", "a@b.test", "--bogus")).code).toBe(2);
  });
});
