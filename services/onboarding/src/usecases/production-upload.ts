import { randomUUID } from "node:crypto";
import { errors, parseOrThrow } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import {
  DOCUMENT_KINDS, type DocumentKind, isDocumentKind, safeFilename,
} from "../domain/documents";
import { type OnboardingAnswersInput, onboardingAnswersSchema, snapshotOf } from "../domain/onboarding-answers";
import type { NewDocument, SubmissionKind } from "../repositories/production";
import { Receiving } from "./document-receiving";
import { identityFieldsOf } from "../domain/reviewed-identity";
import { identityStatus, type ProductionDeps } from "./production-deps";
import { getOwnProductionRequest } from "./production-queue";
import { rowSnapshot } from "./production-view";

type Upload =
  | { part: "start"; start: object }
  | { part: "file"; file: { field: string; filename: string } }
  | { part: "chunk"; chunk: Uint8Array }
  | { part: "finish"; finish: { terms_accepted: boolean } }
  | { part: "answers"; answers: unknown };


/**
 * POST /production-request, as a stream: start, then per file a header and its chunks, then finish.
 * Every check that needs no bytes runs at start (before anything is stored). Bytes go straight to
 * storage; on any failure every file of this request is removed. Onboarding's rows are written
 * before identity is asked to move the merchant to pending; if identity refuses, they are removed.
 *
 * From an approved store it is a change request (issue 23): the new answers (`answers`, else the
 * ones in force) and documents wait for the team; the approved identity stays in force meanwhile.
 */
export async function submitProductionRequest(deps: ProductionDeps, principal: Principal, messages: AsyncIterable<Upload>) {
  if (principal.credential !== "session") throw errors.sessionRequired();
  const received = new Map<DocumentKind, NewDocument>();
  let current: Receiving<DocumentKind> | null = null;
  let started = false;
  let termsAccepted: boolean | null = null;
  let kind: SubmissionKind = "production";
  let answers: OnboardingAnswersInput | null = null;
  try {
    for await (const m of messages) {
      if (!started) {
        if (m.part !== "start") throw errors.validation("", "FORMATO_INVALIDO", "Envio de documentos malformado");
        kind = await preflight(deps, principal);
        started = true;
      } else if (m.part === "answers") {
        if (kind !== "change") throw errors.validation("answers", "VALOR_INVALIDO", "answers só vale numa solicitação de alteração (loja aprovada); antes da aprovação, use POST /auth/onboarding");
        if (answers) throw errors.validation("answers", "VALOR_INVALIDO", "answers enviado mais de uma vez");
        answers = parseOrThrow(onboardingAnswersSchema, m.answers);
      } else if (m.part === "file") {
        if (current) received.set(current.kind, await current.finish());
        current = null;
        current = await openDocument(deps, m.file, received);
      } else if (m.part === "chunk") {
        if (!current) throw errors.validation("", "FORMATO_INVALIDO", "Envio de documentos malformado");
        await current.write(m.chunk);
      } else if (m.part === "finish") {
        if (current) received.set(current.kind, await current.finish());
        current = null;
        termsAccepted = m.finish.terms_accepted;
        break;
      } else throw errors.validation("", "FORMATO_INVALIDO", "Envio de documentos malformado");
    }
    if (termsAccepted === null) throw errors.validation("", "FORMATO_INVALIDO", "Envio de documentos interrompido");
    if (!termsAccepted) throw errors.validation("terms_accepted", "VALOR_INVALIDO", "Aceite os termos de uso: envie terms_accepted=true");
    const missing = DOCUMENT_KINDS.filter((k) => !received.has(k));
    if (missing.length > 0) throw errors.validation("", "CAMPO_OBRIGATORIO", `Envie os três documentos; falta ${missing.join(", ")}`);
    const documents = [...received.values()];
    return await (kind === "change" ? recordChange(deps, principal, documents, answers) : record(deps, principal, documents));
  } catch (err) {
    await current?.writer.abort().catch(() => undefined);
    await removeAll(deps, [...received.values()].map((d) => d.storageKey));
    throw err;
  }
}

async function openDocument(deps: ProductionDeps, file: { field: string; filename: string }, received: Map<DocumentKind, NewDocument>) {
  if (!isDocumentKind(file.field)) throw errors.validation(file.field, "CAMPO_DESCONHECIDO", `Campo de arquivo inesperado: use ${DOCUMENT_KINDS.join(", ")}`);
  if (received.has(file.field)) throw errors.validation(file.field, "VALOR_INVALIDO", `${file.field} enviado mais de uma vez; envie exatamente três arquivos`);
  const key = randomUUID();
  return new Receiving(file.field, safeFilename(file.filename, file.field), key, await deps.storage.create(key));
}

/**
 * Company data complete (onboarding's answers and identity's User fields), verified e-mail, a state
 * that may ask. An approved store asks for a change, one at a time.
 */
async function preflight(deps: ProductionDeps, principal: Principal): Promise<SubmissionKind> {
  if ((await identityStatus(deps, principal.storeId)) === "approved") {
    if (await deps.production.openChange(principal.storeId).then((c) => c?.status === "pending")) throw changePending();
    return "change";
  }
  const answers = await deps.production.findAnswers(principal.storeId);
  const r = await deps.identity.call("RequestProduction", { dry_run: true }, { principal });
  const missing: string[] = [...(answers ? [] : ["responsible_name", "responsible_cpf", "city", "state"]), ...(r.missing ?? [])];
  if (missing.length > 0) {
    throw errors.validation("", "CAMPO_OBRIGATORIO", `Complete os dados da empresa (POST /auth/onboarding) antes de solicitar produção; falta ${missing.join(", ")}`);
  }
  return "production";
}

const changePending = () => errors.conflict("Sua solicitação de alteração já está em análise; aguarde a resposta da equipe", "ESTADO_INCOMPATIVEL");

/** The first request freezes the answers it is made with: the team reviews those, with the documents. */
async function record(deps: ProductionDeps, principal: Principal, documents: NewDocument[]) {
  const id = randomUUID();
  const answers = await deps.production.withStoreLock(principal.storeId, async (db) => {
    const current = await deps.production.findAnswers(principal.storeId, db);
    const frozen = current && rowSnapshot(current);
    await deps.production.createSubmission(id, principal.storeId, new Date(), documents, { kind: "production", answers: frozen }, db);
    return frozen;
  });
  try {
    // The User's company fields become the frozen answers' with the move: the team reviews what payers see.
    await deps.identity.call("RequestProduction", { dry_run: false, fields: answers ? identityFieldsOf(answers) : undefined }, { principal });
  } catch (err) {
    await deps.production.deleteSubmissions(principal.storeId, { only: id });
    throw err;
  }
  // Accepted: this submission replaces any earlier (rejected) one, rows and bytes; approved ones stay.
  await removeAll(deps, await deps.production.deleteSubmissions(principal.storeId, { keep: id }));
  return getOwnProductionRequest(deps, principal);
}

/**
 * An approved store's change request: stored for the team, nothing in force changes. The database
 * keeps one pending change per store, so of two concurrent ones the second is refused.
 */
async function recordChange(deps: ProductionDeps, principal: Principal, documents: NewDocument[], answers: OnboardingAnswersInput | null) {
  const id = randomUUID();
  await deps.production.withStoreLock(principal.storeId, async (db) => {
    const current = await deps.production.findAnswers(principal.storeId, db);
    const proposed = answers ? snapshotOf(answers) : current && rowSnapshot(current);
    if (!proposed) throw errors.validation("answers", "CAMPO_OBRIGATORIO", "Envie os novos dados da empresa no campo answers");
    try {
      await deps.production.createSubmission(id, principal.storeId, new Date(), documents, { kind: "change", answers: proposed }, db);
    } catch (err) {
      if ((err as { code?: string }).code === "P2002") throw changePending();
      throw err;
    }
  });
  // An earlier change the team rejected is replaced by this one (approved ones are history and stay).
  await removeAll(deps, await deps.production.deleteSubmissions(principal.storeId, { keep: id }));
  return getOwnProductionRequest(deps, principal);
}

async function removeAll(deps: ProductionDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.remove(key).catch((err) => deps.logger.warn({ err, key }, "document file not removed"));
  }
}
