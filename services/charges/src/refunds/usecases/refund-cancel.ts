/**
 * Refund and cancel are validated but not executed (contract 3.1, 4.3): both answer 502 with the
 * reason, after the body, the charge's existence and ownership (404) and, for a refund, its status.
 */
import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import type { RefundDeps } from "./deps";
import { findOwnCharge } from "../../issuing/usecases/read-charges";

/** The contract's refund: stores without the team's enablement (issue 24) get exactly this. */
export async function refundPixContract(deps: RefundDeps, principal: Principal, txid: string, amountCents?: number): Promise<never> {
  const charge = await findOwnCharge(deps, principal, txid);
  if (amountCents !== undefined && (amountCents <= 0 || amountCents > charge.amountCents)) {
    throw errors.validation("amount", "VALOR_INVALIDO", "amount do estorno deve ser maior que zero e no máximo o valor da cobrança");
  }
  if (charge.status !== "paid") throw errors.cobrancaNaoPaga(charge.status);
  throw errors.badGateway(
    "Estorno não executado: devolver um Pix desfaz o split que levou a taxa do serviço, e essa decisão de negócio ainda não foi tomada. Fale com o suporte para estornar.",
    "NAO_IMPLEMENTADO",
  );
}

export async function cancelPix(deps: RefundDeps, principal: Principal, txid: string): Promise<never> {
  await findOwnCharge(deps, principal, txid);
  throw errors.badGateway(
    "Cancelamento não executado: o provedor de pagamentos não cancela a cobrança por este serviço. A cobrança expira sozinha em expires_at.",
    "NAO_IMPLEMENTADO",
  );
}
