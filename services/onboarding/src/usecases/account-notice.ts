/**
 * Inbound account-status notice of a payment engine (the 18 subaccount status events). The token
 * names the environment (the test and the live engine have their own); the notice names the
 * engine's account; the status itself is then asked of the engine (receiving-account.ts), so the
 * notice's content, order and repetition do not matter.
 */
import { errors, z } from "@pix/errors";
import { noticeEnvironment } from "@pix/grpc";
import { syncFromEngine, type AccountDeps } from "./receiving-account";

/** The 18 account-status events, per front and value. */
export const ACCOUNT_STATUS_EVENTS = [
  ...["APPROVED", "AWAITING_APPROVAL", "PENDING", "REJECTED"].map((v) => `ACCOUNT_STATUS_BANK_ACCOUNT_INFO_${v}`),
  ...["APPROVED", "AWAITING_APPROVAL", "EXPIRED", "EXPIRING_SOON", "PENDING", "REJECTED"].map((v) => `ACCOUNT_STATUS_COMMERCIAL_INFO_${v}`),
  ...["APPROVED", "AWAITING_APPROVAL", "PENDING", "REJECTED"].map((v) => `ACCOUNT_STATUS_DOCUMENT_${v}`),
  ...["APPROVED", "AWAITING_APPROVAL", "PENDING", "REJECTED"].map((v) => `ACCOUNT_STATUS_GENERAL_APPROVAL_${v}`),
];
const EVENTS = new Set(ACCOUNT_STATUS_EVENTS);

const noticeSchema = z.object({
  id: z.string().min(1).max(200),
  event: z.string().refine((e) => EVENTS.has(e), "not an account-status event"),
  accountStatus: z.object({ id: z.string().min(1).max(200) }),
});

export type AccountNoticeOutcome = "applied" | "ignored";

export async function receiveAccountNotice(deps: AccountDeps, token: string, body: Uint8Array): Promise<AccountNoticeOutcome> {
  const log = deps.logger.child({ component: "account-notice" });
  const environment = noticeEnvironment(deps.settings.noticeTokens, token);
  if (!environment) {
    log.warn({ tokenPresent: token !== "" }, "account notice refused: bad token");
    throw errors.unauthenticated("AVISO_NAO_RECONHECIDO", "Aviso de origem não reconhecida");
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    throw errors.validation("", "FORMATO_INVALIDO", "Aviso malformado");
  }
  const parsed = noticeSchema.safeParse(json);
  if (!parsed.success) throw errors.validation("", "FORMATO_INVALIDO", "Aviso malformado");
  const notice = parsed.data;
  const row = deps.settings.contaUnica ? null : await deps.receivingAccounts.findByEngineAccount(notice.accountStatus.id, environment);
  if (!row) {
    log.info({ noticeId: notice.id, event: notice.event, environment }, "account notice ignored: no receiving account for it");
    return "ignored";
  }
  await syncFromEngine(deps, row, environment);
  log.info({ noticeId: notice.id, event: notice.event, environment, storeId: row.storeId }, "account notice applied: status asked of the engine");
  return "applied";
}
