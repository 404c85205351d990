import { errors } from "@pix/errors";

/** Contract 2.7: the roles a member can hold (the owner is not a member of its own store). */
export const MEMBER_ROLES = ["manager", "editor", "viewer"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** `POST /members` without `role` invites viewers: the least privilege is the default. */
export const DEFAULT_MEMBER_ROLE: MemberRole = "viewer";
/** At most this many addresses per `POST /members` (one request, one transaction, one mail each). */
export const MAX_INVITE_EMAILS = 50;

export type MemberStatus = "active" | "pending";

/** Contract 3.4: a row is active once an account holds its e-mail; pending until then. */
export function memberStatus(row: { userId: string | null }): MemberStatus {
  return row.userId ? "active" : "pending";
}

/**
 * The addresses of one invite request, lower case, each once (first occurrence order). Inviting the
 * store's own owner address is refused: the owner already holds every permission.
 */
export function inviteAddresses(emails: readonly string[], ownerEmail: string): string[] {
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  if (unique.length === 0) throw errors.validation("Informe ao menos um e-mail");
  if (unique.length > MAX_INVITE_EMAILS) throw errors.validation(`No máximo ${MAX_INVITE_EMAILS} e-mails por convite`);
  if (unique.includes(ownerEmail.toLowerCase())) throw errors.validation("Você é o dono desta loja; não é possível convidar a si mesmo");
  return unique;
}

export function inviteMail(to: string, store: { name: string; company: string | null }, role: MemberRole, status: MemberStatus, publicBaseUrl: string) {
  const storeName = store.company || store.name;
  const base = publicBaseUrl.replace(/\/+$/, "");
  const next = status === "active"
    ? [`Entre com a sua conta e envie o cabeçalho x-store com o id da loja para operá-la.`]
    : [`Crie sua conta em ${base} com este e-mail (senha ou login social): o convite fica ativo no cadastro.`];
  return {
    to,
    subject: `Convite para a loja ${storeName} no Pix Gateway`,
    text: [
      "Olá!",
      "",
      `Você foi convidado(a) como ${ROLE_TEXT[role]} da loja ${storeName}.`,
      ...next,
      "Para agir pela loja, seu e-mail precisa estar confirmado.",
      "",
      "Se você não esperava este convite, ignore esta mensagem.",
    ].join("\n"),
  };
}

const ROLE_TEXT: Record<MemberRole, string> = { manager: "gerente", editor: "editor(a)", viewer: "leitor(a)" };
