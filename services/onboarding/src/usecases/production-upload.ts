import { randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import {
  DOCUMENT_KINDS, type DocumentKind, isDocumentKind, safeFilename,
} from "../domain/documents";
import { Receiving } from "./document-receiving";
import type { NewDocument } from "../repositories/production";
import type { ProductionDeps } from "./production-deps";
import { productionRequestView } from "./production-view";

type Upload =
  | { part: "start"; start: object }
  | { part: "file"; file: { field: string; filename: string } }
  | { part: "chunk"; chunk: Uint8Array }
  | { part: "finish"; finish: { terms_accepted: boolean } };


/**
 * POST /production-request, as a stream: start, then per file a header and its chunks, then finish.
 * Every check that needs no bytes runs at start (before anything is stored). Bytes go straight to
 * storage; on any failure every file of this request is removed. Onboarding's rows are written
 * before identity is asked to move the merchant to pending; if identity refuses, they are removed.
 */
export async function submitProductionRequest(deps: ProductionDeps, principal: Principal, messages: AsyncIterable<Upload>) {
  if (principal.credential !== "session") throw errors.sessionRequired();
  const received = new Map<DocumentKind, NewDocument>();
  let current: Receiving<DocumentKind> | null = null;
  let started = false;
  let termsAccepted: boolean | null = null;
  try {
    for await (const m of messages) {
      if (!started) {
        if (m.part !== "start") throw errors.validation("Envio de documentos malformado");
        await preflight(deps, principal);
        started = true;
      } else if (m.part === "file") {
        if (current) received.set(current.kind, await current.finish());
        current = null;
        current = await openDocument(deps, m.file, received);
      } else if (m.part === "chunk") {
        if (!current) throw errors.validation("Envio de documentos malformado");
        await current.write(m.chunk);
      } else if (m.part === "finish") {
        if (current) received.set(current.kind, await current.finish());
        current = null;
        termsAccepted = m.finish.terms_accepted;
        break;
      } else throw errors.validation("Envio de documentos malformado");
    }
    if (termsAccepted === null) throw errors.validation("Envio de documentos interrompido");
    if (!termsAccepted) throw errors.validation("Aceite os termos de uso: envie terms_accepted=true");
    const missing = DOCUMENT_KINDS.filter((k) => !received.has(k));
    if (missing.length > 0) throw errors.validation(`Envie os três documentos; falta ${missing.join(", ")}`);
    return await record(deps, principal, [...received.values()]);
  } catch (err) {
    await current?.writer.abort().catch(() => undefined);
    await removeAll(deps, [...received.values()].map((d) => d.storageKey));
    throw err;
  }
}

async function openDocument(deps: ProductionDeps, file: { field: string; filename: string }, received: Map<DocumentKind, NewDocument>) {
  if (!isDocumentKind(file.field)) throw errors.validation(`Campo de arquivo inesperado: use ${DOCUMENT_KINDS.join(", ")}`);
  if (received.has(file.field)) throw errors.validation(`${file.field} enviado mais de uma vez; envie exatamente três arquivos`);
  const key = randomUUID();
  return new Receiving(file.field, safeFilename(file.filename, file.field), key, await deps.storage.create(key));
}

/** Company data complete (onboarding's answers and identity's User fields), verified e-mail, a state that may ask. */
async function preflight(deps: ProductionDeps, principal: Principal): Promise<void> {
  const answers = await deps.production.findAnswers(principal.storeId);
  const r = await deps.identity.call("RequestProduction", { dry_run: true }, { principal });
  const missing: string[] = [...(answers ? [] : ["responsible_name", "responsible_cpf", "city", "state"]), ...(r.missing ?? [])];
  if (missing.length > 0) {
    throw errors.validation(`Complete os dados da empresa (POST /auth/onboarding) antes de solicitar produção; falta ${missing.join(", ")}`);
  }
}

async function record(deps: ProductionDeps, principal: Principal, documents: NewDocument[]) {
  const id = randomUUID();
  await deps.production.createSubmission(id, principal.storeId, new Date(), documents);
  try {
    await deps.identity.call("RequestProduction", { dry_run: false }, { principal });
  } catch (err) {
    await deps.production.deleteSubmissions(principal.storeId, { only: id });
    throw err;
  }
  // Accepted: this submission replaces any earlier (rejected) one, rows and bytes.
  await removeAll(deps, await deps.production.deleteSubmissions(principal.storeId, { keep: id }));
  return productionRequestView(await deps.production.latestSubmission(principal.storeId));
}

async function removeAll(deps: ProductionDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.remove(key).catch((err) => deps.logger.warn({ err, key }, "document file not removed"));
  }
}
