import { capListing, errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { requireVerifiedEmail } from "../domain/email-verification";
import { DEFAULT_MEMBER_ROLE, inviteAddresses, inviteMail, MemberRole, memberStatus } from "../domain/members";
import { signUpLink, storeLink } from "../domain/panel-links";
import type { StoreMember } from "../repositories/members";
import type { User } from "../repositories/prisma";
import { loadUser } from "./account";
import type { IdentityDeps } from "./deps";
import { requireSession } from "./session-only";

/**
 * Only the store's owner manages members (contract 2.7: a manager cannot). The gateway's permission
 * table already refuses every other role and API keys; the service checks again.
 */
function requireOwner(principal: Principal): void {
  requireSession(principal);
  if (principal.role !== "owner" || principal.userId !== principal.storeId) {
    throw errors.forbidden("Somente o dono da loja gerencia membros", "ACESSO_NEGADO");
  }
}

/**
 * POST /members: each address becomes an active member (an account holds it) or a pending invite;
 * an address already invited keeps its row and takes the new role. Every address is mailed; a mail
 * that fails is logged and the invite stands (the owner sees it pending and may invite again).
 * Past an invite e-mail bound (domain/mail-quota.ts) the whole request is 429 and nothing is written.
 */
export async function inviteMembers(deps: IdentityDeps, principal: Principal, input: { emails: string[]; role?: MemberRole }): Promise<StoreMember[]> {
  requireOwner(principal);
  const owner = await loadUser(deps, principal);
  requireVerifiedEmail(owner, "members");
  const emails = inviteAddresses(input.emails, owner.email);
  const role = input.role ?? DEFAULT_MEMBER_ROLE;
  const rows = await deps.members.invite(scopeOf(principal), emails, role);
  mailInvites(deps, owner, rows);
  return rows;
}

function mailInvites(deps: IdentityDeps, owner: User, rows: StoreMember[]): void {
  const mail = deps.mail;
  if (!mail) {
    deps.logger.warn({ storeId: owner.id }, "SMTP_URL is not set: no invite e-mail sent");
    return;
  }
  for (const row of rows) {
    mail.mailer
      .send(inviteMail(row.email, owner, row.role as MemberRole, memberStatus(row), {
        signUp: signUpLink(mail.panelUrl, row.email),
        store: storeLink(mail.panelUrl, owner.id),
      }))
      .catch((err) => deps.logger.warn({ err, storeId: owner.id, memberId: row.id }, "invite e-mail not sent"));
  }
}

export async function listMembers(deps: IdentityDeps, principal: Principal) {
  requireOwner(principal);
  return capListing(await deps.members.list(scopeOf(principal)));
}

export async function updateMemberRole(deps: IdentityDeps, principal: Principal, id: string, role: MemberRole): Promise<StoreMember> {
  requireOwner(principal);
  const row = await deps.members.setRole(scopeOf(principal), id, role);
  if (!row) throw errors.notFound("Membro");
  return row;
}

/** Removal takes effect on the member's next request: the gateway checks membership on every one. */
export async function removeMember(deps: IdentityDeps, principal: Principal, id: string): Promise<StoreMember> {
  requireOwner(principal);
  const row = await deps.members.remove(scopeOf(principal), id);
  if (!row) throw errors.notFound("Membro");
  return row;
}

/** After an account is created (password sign-up or social sign-in): its pending invites turn active. */
export async function activateInvites(deps: IdentityDeps, user: User): Promise<void> {
  const count = await deps.members.activateFor(user.id, user.email);
  if (count > 0) deps.logger.info({ userId: user.id, count }, "pending store invites activated at sign-up");
}
