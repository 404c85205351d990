/**
 * The files of a MED defense (issue 25): received with the production documents' upload rules
 * (document-receiving.ts: PDF, PNG or JPEG by content, at most 10 MB each), at most five, stored in
 * the documents' storage. Onboarding keeps the bytes; charges keeps the defense (text and these files'
 * descriptions) and sends it to the engine. Should charges refuse the defense, the gateway discards them.
 */
import { randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { safeFilename } from "../domain/documents";
import type { NewDocument } from "../repositories/production";
import type { DocumentStorage } from "../storage/document-storage";
import { Receiving } from "./document-receiving";

export const MAX_DEFENSE_FILES = 5;
export const DEFENSE_FILE_FIELD = "files";

type Upload =
  | { part: "start"; start: { infraction_id: string } }
  | { part: "file"; file: { field: string; filename: string } }
  | { part: "chunk"; chunk: Uint8Array }
  | { part: "finish"; finish: object };

const malformed = () => errors.validation("", "FORMATO_INVALIDO", "Envio dos arquivos da defesa malformado");

/** The stored files' descriptions; the storage key is the file's id. */
export async function storeDefenseFiles(deps: { storage: DocumentStorage }, _principal: Principal, messages: AsyncIterable<Upload>) {
  const received: NewDocument[] = [];
  let current: Receiving | null = null;
  let started = false;
  let finished = false;
  try {
    for await (const m of messages) {
      if (!started) {
        if (m.part !== "start") throw malformed();
        started = true;
      } else if (m.part === "file") {
        if (current) received.push(await current.finish());
        current = null;
        if (m.file.field !== DEFENSE_FILE_FIELD) throw errors.validation(m.file.field, "CAMPO_DESCONHECIDO", `Campo de arquivo inesperado: use ${DEFENSE_FILE_FIELD}`);
        if (received.length >= MAX_DEFENSE_FILES) throw errors.validation(DEFENSE_FILE_FIELD, "TAMANHO_MAXIMO", `A defesa aceita no máximo ${MAX_DEFENSE_FILES} arquivos`);
        const key = randomUUID();
        current = new Receiving(`arquivo ${received.length + 1}`, safeFilename(m.file.filename, "defesa"), key, await deps.storage.create(key));
      } else if (m.part === "chunk") {
        if (!current) throw malformed();
        await current.write(m.chunk);
      } else if (m.part === "finish") {
        if (current) received.push(await current.finish());
        current = null;
        finished = true;
        break;
      } else throw malformed();
    }
    if (!finished) throw errors.validation("", "FORMATO_INVALIDO", "Envio dos arquivos da defesa interrompido");
    return { files: received.map((d) => ({ id: d.storageKey, name: d.filename, type: d.contentType, size: d.size, sha256: d.sha256 })) };
  } catch (err) {
    await current?.writer.abort().catch(() => undefined);
    await discardDefenseFiles(deps, received.map((d) => d.storageKey));
    throw err;
  }
}

/** Removes stored defense files (the defense was refused after they were stored). Ids are keys the service chose. */
export async function discardDefenseFiles(deps: { storage: DocumentStorage }, ids: string[]): Promise<void> {
  for (const id of ids) {
    if (!/^[0-9a-f-]{36}$/.test(id)) continue;
    await deps.storage.remove(id).catch(() => undefined);
  }
}
