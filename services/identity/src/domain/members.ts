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
  if (unique.length === 0) throw errors.validation("emails", "TAMANHO_MINIMO", "Informe ao menos um e-mail");
  if (unique.length > MAX_INVITE_EMAILS) throw errors.validation("emails", "TAMANHO_MAXIMO", `No máximo ${MAX_INVITE_EMAILS} e-mails por convite`);
  if (unique.includes(ownerEmail.toLowerCase())) throw errors.validation("emails", "VALOR_INVALIDO", "Você é o dono desta loja; não é possível convidar a si mesmo");
  return unique;
}

/** What the invite e-mail needs to know about the store that sends it. */
export interface InvitingStore {
  id: string;
  name: string;
  company: string | null;
  /** The owner's address, verified before any invite is sent: the recipient can tell who invites. */
  email: string;
}

/** Longest store name quoted in an invite; the rest is cut. */
export const MAX_QUOTED_NAME = 80;

/**
 * The store's name as the sender chose it, made safe to quote to a stranger in a plain-text mail:
 * control characters and line breaks become spaces (no forged lines such as a fake link on a line
 * of its own), runs of spaces collapse, and a long name is cut.
 */
export function quotedStoreName(store: { name: string; company: string | null }): string {
  const raw = (store.company || store.name).replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").replace(/\s+/g, " ").trim() || "sem nome";
  const cut = [...raw].length > MAX_QUOTED_NAME ? `${[...raw].slice(0, MAX_QUOTED_NAME - 1).join("")}…` : raw;
  return `"${cut}"`;
}

/**
 * The invite e-mail. Its links open the panel (PANEL_PUBLIC_URL): a pending invitee gets the
 * sign-up page with the address filled in, then the store's link; an active member the store's link.
 * The store's name is text the sender chose, so it is quoted and labelled as such, never presented
 * as the service's own words.
 */
export function inviteMail(to: string, store: InvitingStore, role: MemberRole, status: MemberStatus, links: { signUp: string; store: string }) {
  const name = quotedStoreName(store);
  const next = status === "active"
    ? [`Para operar a loja, entre no painel com a sua conta por este link:`, links.store]
    : [
        `1. Crie sua conta no painel com este e-mail (senha ou login social); o convite fica ativo no cadastro:`,
        links.signUp,
        `2. Confirme seu e-mail pelo link que chegará em seguida e abra a loja:`,
        links.store,
      ];
  return {
    to,
    subject: `Convite para a loja ${name} no Pix Gateway`,
    text: [
      "Olá!",
      "",
      `Você foi convidado(a) como ${ROLE_TEXT[role]} da loja ${name} no Pix Gateway.`,
      `Quem convida: ${store.email} (dono da loja; o nome entre aspas foi escolhido por ele e não é verificado pelo Pix Gateway).`,
      "",
      ...next,
      "",
      "Para agir pela loja, seu e-mail precisa estar confirmado.",
      "Se você não esperava este convite, ignore esta mensagem: nada acontece sem que você crie uma conta ou entre nela.",
    ].join("\n"),
  };
}

const ROLE_TEXT: Record<MemberRole, string> = { manager: "gerente", editor: "editor(a)", viewer: "leitor(a)" };
