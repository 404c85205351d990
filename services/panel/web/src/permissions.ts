/**
 * What the UI shows per store role. It mirrors the gateway's one permission table
 * (services/gateway/src/http/permissions.ts; permissions.spec.ts fails when they drift): the UI
 * hides what the role may not do, so forbidden actions never reach the API by accident, and the API
 * still decides.
 */
export type Role = "owner" | "manager" | "editor" | "viewer";
export type Action = "read" | "write" | "delete" | "refund" | "withdraw" | "members" | "account:read" | "account:write" | "account:keys" | "account:delete" | "audit" | "infractions";

const EVERYONE: Role[] = ["owner", "manager", "editor", "viewer"];
const EDITORS: Role[] = ["owner", "manager", "editor"];
const MANAGERS: Role[] = ["owner", "manager"];

export const UI_PERMISSIONS: Record<Action, Role[]> = {
  read: EVERYONE,
  write: EDITORS,
  delete: MANAGERS,
  refund: MANAGERS,
  withdraw: MANAGERS,
  members: ["owner"],
  "account:read": EVERYONE,
  "account:write": MANAGERS,
  /** Creating API keys: any role, a key within the role's own scopes (the gateway refuses more). */
  "account:keys": EVERYONE,
  "account:delete": MANAGERS,
  audit: MANAGERS,
  infractions: MANAGERS,
};

export function can(role: Role, action: Action): boolean {
  return UI_PERMISSIONS[action].includes(role);
}

export const ROLE_LABEL: Record<Role, string> = { owner: "Dono", manager: "Gerente", editor: "Editor", viewer: "Leitor" };

/**
 * The API key scopes (issue 40) in words a merchant reads, grouped as the key page shows them, each
 * with the UI action whose roles hold it: an unchecked box the role may not grant is disabled.
 * permissions.spec.ts fails when this list and the gateway's scopes drift.
 */
export interface ScopeChoice { scope: string; label: string; action: Action }
export const SCOPE_GROUPS: { title: string; scopes: ScopeChoice[] }[] = [
  { title: "Cobranças", scopes: [
    { scope: "cobrancas:ler", label: "Ver cobranças e pagamentos", action: "read" },
    { scope: "cobrancas:escrever", label: "Criar cobranças", action: "write" },
    { scope: "cobrancas:excluir", label: "Cancelar cobranças", action: "delete" },
  ] },
  { title: "Devoluções", scopes: [
    { scope: "estornos:ler", label: "Ver devoluções", action: "read" },
    { scope: "estornos:escrever", label: "Fazer devoluções", action: "refund" },
  ] },
  { title: "Links de pagamento", scopes: [
    { scope: "links:ler", label: "Ver links", action: "read" },
    { scope: "links:escrever", label: "Criar e editar links", action: "write" },
    { scope: "links:excluir", label: "Excluir links", action: "delete" },
  ] },
  { title: "Saldo e saques", scopes: [
    { scope: "extrato:ler", label: "Ver extrato", action: "read" },
    { scope: "saques:ler", label: "Ver saques", action: "read" },
    { scope: "saques:escrever", label: "Pedir saques", action: "withdraw" },
  ] },
  { title: "Infrações MED", scopes: [
    { scope: "infracoes:ler", label: "Ver infrações", action: "infractions" },
    { scope: "infracoes:escrever", label: "Enviar defesas", action: "infractions" },
  ] },
  { title: "Webhooks e eventos", scopes: [
    { scope: "webhooks:ler", label: "Ver webhooks e entregas", action: "read" },
    { scope: "webhooks:escrever", label: "Criar, editar e testar webhooks", action: "write" },
    { scope: "webhooks:excluir", label: "Excluir webhooks", action: "delete" },
    { scope: "eventos:ler", label: "Receber eventos ao vivo", action: "read" },
  ] },
  { title: "Clientes, produtos e cupons", scopes: [
    { scope: "clientes:ler", label: "Ver clientes", action: "read" },
    { scope: "clientes:escrever", label: "Criar e editar clientes", action: "write" },
    { scope: "clientes:excluir", label: "Excluir clientes", action: "delete" },
    { scope: "produtos:ler", label: "Ver produtos", action: "read" },
    { scope: "produtos:escrever", label: "Criar e editar produtos", action: "write" },
    { scope: "produtos:excluir", label: "Excluir produtos", action: "delete" },
    { scope: "cupons:ler", label: "Ver cupons", action: "read" },
    { scope: "cupons:escrever", label: "Criar e editar cupons", action: "write" },
    { scope: "cupons:excluir", label: "Excluir cupons", action: "delete" },
  ] },
  { title: "Assinaturas", scopes: [
    { scope: "assinaturas:ler", label: "Ver assinaturas", action: "read" },
    { scope: "assinaturas:escrever", label: "Criar e cobrar assinaturas", action: "write" },
    { scope: "assinaturas:excluir", label: "Cancelar assinaturas", action: "delete" },
  ] },
  { title: "Conta", scopes: [
    { scope: "conta:ler", label: "Ver dados da conta", action: "read" },
    { scope: "auditoria:ler", label: "Ver a auditoria", action: "audit" },
  ] },
];
export const SCOPE_CHOICES: ScopeChoice[] = SCOPE_GROUPS.flatMap((g) => g.scopes);
