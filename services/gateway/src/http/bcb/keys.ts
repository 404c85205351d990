import type { Principal } from "@pix/grpc";
import type { Clients } from "../../clients";
import { BcbProblem } from "./problem";

/**
 * The `chave` of the BCB's API: the Pix key the store receives into, as GET /receiving-account shows it
 * (pix_key). In subaccount mode it is the store's subaccount's own key; in single-account mode it is the
 * main account's, the same for every store. The key names where the money goes, never whose charge it
 * is: the store is always the token's, so a shared key shows no store another's charges.
 */
async function receivingKeyOf(clients: Clients, principal: Principal): Promise<{ key: string | undefined; contaUnica: boolean }> {
  const view = await clients.onboarding.call("ViewReceivingAccount", {}, { principal });
  return { key: view.pix_key ?? undefined, contaUnica: view.conta_unica };
}

/** For views (their `chave`): the key; undefined while there is none. */
export async function storePixKey(clients: Clients, principal: Principal): Promise<string | undefined> {
  return (await receivingKeyOf(clients, principal)).key;
}

/**
 * For an operation that names a `chave` (cob, cobv, lotecobv, webhook): the key to compare it with.
 * In single-account mode the key is always there once onboarding has read it from the engine; until
 * then (the engine has not answered) a 503, so the merchant retries rather than changes the key.
 * undefined: a store in subaccount mode without its key yet.
 */
export async function keyForChave(clients: Clients, principal: Principal): Promise<string | undefined> {
  const { key, contaUnica } = await receivingKeyOf(clients, principal);
  if (key === undefined && contaUnica) {
    throw new BcbProblem("ServicoIndisponivel", 503, "A chave Pix da conta principal do serviço ainda não foi lida do provedor de pagamentos; tente novamente em instantes");
  }
  return key;
}

/** `chave` must be the store's key: the spec's violation "corresponde a uma conta que não pertence a este usuário recebedor". */
export function assertOwnKey(chave: string, own: string | undefined, tipo: string, prefix: string): asserts own is string {
  if (own === undefined) {
    throw new BcbProblem(tipo, 400, "A loja não tem chave Pix própria: crie e aprove a conta de recebimento (GET /receiving-account, pix_key)", [
      { razao: "Nenhuma chave Pix pertence a este usuário recebedor", propriedade: `${prefix}.chave`, valor: chave },
    ]);
  }
  if (chave !== own) {
    throw new BcbProblem(tipo, 400, "A chave informada não pertence a este usuário recebedor", [
      { razao: `A chave deve ser a da conta de recebimento da loja (GET /receiving-account, pix_key): ${own}`, propriedade: `${prefix}.chave`, valor: chave },
    ]);
  }
}
