import type { Request } from "express";
import { errors } from "@pix/errors";
import type { Principal, Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import { streamMultipartUpload, type UploadForm } from "../multipart-upload";

/** Five files of up to 10 MB over a slow link. */
const UPLOAD_DEADLINE_MS = 10 * 60_000;

/** POST /infractions/{id}/defense: `text` (up to 5000 characters) and up to five `files`. */
export const DEFENSE_FORM: UploadForm = {
  maxFiles: 5,
  fields: { text: 5000 },
  // 5000 characters of up to 4 bytes each in UTF-8.
  fieldBytes: 20_000,
  tooManyFiles: "A defesa aceita no máximo 5 arquivos (campo files)",
  tooLargeRequest: "A defesa pode ter no máximo 50 MB (cinco arquivos de até 10 MB)",
  finish: () => ({ finish: {} }),
};

/**
 * The defense, in three steps: charges says whether it may still be sent (nothing is stored for an
 * infraction closed or already defended); the files stream to onboarding (the documents' upload
 * rules and storage); charges records the defense and sends it to the engine. If that last step
 * refuses, the stored files are discarded.
 */
export async function receiveDefense(clients: Clients, req: Request, principal: Principal, id: string): Promise<Message<"pix.charges.v1.InfractionMessage">> {
  if (!req.is("multipart/form-data")) throw errors.unsupportedMediaType("Envie o corpo como multipart/form-data (campo text e até 5 arquivos em files)");
  const { charges, onboarding } = clients;
  const current = await charges.call("GetInfraction", { id }, { principal });
  if (current.status === "defended") throw errors.defesaJaEnviada();
  if (current.status !== "open" || Date.parse(current.defense_due_at) <= Date.now()) throw errors.infracaoEncerrada();

  const upload = onboarding.clientStream("StoreDefenseFiles", { principal, deadlineMs: UPLOAD_DEADLINE_MS });
  await upload.send({ start: { infraction_id: id } });
  const fields = await streamMultipartUpload(req, upload, DEFENSE_FORM);
  const stored: { files?: { id: string }[] } = await upload.result;
  const files = stored.files ?? [];
  try {
    const text = (fields.text ?? "").trim();
    if (!text) throw errors.validation("text", "CAMPO_OBRIGATORIO", "text: escreva a defesa (até 5000 caracteres)");
    return await charges.call("SubmitInfractionDefense", { id, text, files }, { principal });
  } catch (err) {
    if (files.length) await onboarding.call("DiscardDefenseFiles", { ids: files.map((f) => f.id) }, { principal }).catch(() => undefined);
    throw err;
  }
}
