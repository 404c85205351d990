import busboy from "busboy";
import type { Request } from "express";
import { AppError, errors, invalidField } from "@pix/errors";
import type { ClientStreamCall, MessageInput } from "@pix/grpc";

/** An onboarding upload stream (production documents or an infraction defense): parts in, one answer out. */
type UploadPart = MessageInput<"pix.onboarding.v1.ProductionUpload"> | MessageInput<"pix.onboarding.v1.DefenseUpload">;
type UploadCall = ClientStreamCall<UploadPart, unknown>;

/** The production request's limits (onboarding enforces the same per file, the authority on storage). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 3;
/** A text field (the change request's `answers` JSON is the largest). */
export const MAX_FIELD_BYTES = 8 * 1024;
/** Three files plus the form's own framing and fields. */
export const MAX_REQUEST_BYTES = MAX_FILES * MAX_FILE_BYTES + 64 * 1024;

const tooLarge = (message: string) => errors.payloadTooLarge(message);

/** One form streamed to a service: its limits, its text fields, and the `finish` message built from them. */
export interface UploadForm {
  maxFiles: number;
  /** Text fields kept and returned (name → max characters); given to `finish`. */
  fields: Record<string, number>;
  /** Other text fields accepted: each is checked and turned into its own message, sent in form order. */
  extra?: Record<string, (value: string) => object>;
  /** busboy's per-field limit in bytes. */
  fieldBytes: number;
  tooManyFiles: string;
  tooLargeRequest: string;
  finish(fields: Record<string, string>): UploadPart;
}

/** POST /production-request: three documents and `terms_accepted` (and a change request's `answers`, as `extra`). */
export const PRODUCTION_FORM: UploadForm = {
  maxFiles: MAX_FILES,
  fields: { terms_accepted: 1024 },
  fieldBytes: MAX_FIELD_BYTES,
  tooManyFiles: "Envie exatamente três arquivos: company_document, responsible_document e proof_of_address",
  tooLargeRequest: "A solicitação pode ter no máximo 30 MB (três arquivos de até 10 MB)",
  finish: (f) => ({ finish: { terms_accepted: f.terms_accepted === "true" } }),
};

/**
 * Streams a multipart/form-data body to a service's client-streaming RPC, part by part: a file's
 * header, then its chunks as busboy yields them (never a whole file in memory), then `finish` built
 * from the form's text fields (also returned). On any refusal (ours or the service's) the call is
 * cancelled, so the service removes whatever it stored, and the rest of the body is discarded.
 */
export function streamMultipartUpload(req: Request, upload: UploadCall, form: UploadForm = PRODUCTION_FORM): Promise<Record<string, string>> {
  const maxRequestBytes = form.maxFiles * MAX_FILE_BYTES + 64 * 1024;
  const declared = Number(req.get("content-length") ?? 0);
  if (declared > maxRequestBytes) return refuse(upload, tooLarge(form.tooLargeRequest));
  const fieldCount = Object.keys(form.fields).length + Object.keys(form.extra ?? {}).length;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: form.maxFiles, fileSize: MAX_FILE_BYTES, fields: fieldCount + 3, fieldSize: form.fieldBytes, parts: form.maxFiles + fieldCount + 3, headerPairs: 20 },
    });
  } catch {
    return refuse(upload, errors.unsupportedMediaType("Envie o corpo como multipart/form-data"));
  }
  return new Promise<Record<string, string>>((resolve, reject) => {
    let failed = false;
    let received = 0;
    const fields: Record<string, string> = {};
    let queue = Promise.resolve();
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      upload.cancel();
      req.unpipe(parser);
      req.resume(); // the rest of the body is read and discarded, so the answer can be sent
      parser.destroy();
      reject(err);
    };
    // The service may refuse before the body is read (no company data, already pending, …).
    upload.result.catch(fail);
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxRequestBytes) fail(tooLarge(form.tooLargeRequest));
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(invalidField(name.slice(0, 50), "TAMANHO_MAXIMO", `deve ter no máximo ${Math.floor(form.fieldBytes / 1024)} KB`));
      if (Object.hasOwn(form.fields, name)) {
        if (value.length > form.fields[name]!) return fail(invalidField(name, "TAMANHO_MAXIMO", `deve ter no máximo ${form.fields[name]} caracteres`));
        return void (fields[name] = value);
      }
      const toMessage = form.extra && Object.hasOwn(form.extra, name) ? form.extra[name] : undefined;
      if (!toMessage) return fail(invalidField(name.slice(0, 50), "CAMPO_DESCONHECIDO", "campo desconhecido: remova-o ou confira a grafia"));
      let message: object;
      try {
        message = toMessage(value);
      } catch (err) {
        return fail(err);
      }
      queue = queue.then(async () => void (failed || (await upload.send(message)))).catch(fail);
    });
    const malformed = () => fail(errors.validation("", "FORMATO_INVALIDO", "Corpo multipart/form-data malformado"));
    parser.on("file", (field, file, info) => {
      // A cut body errors the part's stream, perhaps before this part's turn in the queue: always heard.
      file.on("error", malformed);
      queue = queue
        .then(async () => {
          if (failed) return void file.resume();
          await upload.send({ file: { field, filename: info.filename ?? "" } });
          for await (const chunk of file) {
            if (failed) break; // the body is no longer read: leaving the loop destroys this part's stream
            await upload.send({ chunk });
          }
          if (file.truncated) fail(tooLarge(`${field.slice(0, 50)}: cada documento pode ter no máximo 10 MB`));
        })
        .catch(fail);
    });
    parser.on("filesLimit", () => fail(errors.validation("", "TAMANHO_MAXIMO", form.tooManyFiles)));
    parser.on("fieldsLimit", () => fail(errors.validation("", "TAMANHO_MAXIMO", "Campos demais no formulário")));
    parser.on("partsLimit", () => fail(errors.validation("", "TAMANHO_MAXIMO", "Partes demais no formulário")));
    parser.on("error", malformed);
    parser.on("close", () => {
      queue
        .then(async () => {
          if (failed) return;
          await upload.send(form.finish(fields));
          upload.end();
          resolve(fields);
        })
        .catch(fail);
    });
    req.on("aborted", () => fail(errors.validation("", "FORMATO_INVALIDO", "Envio interrompido")));
    req.pipe(parser);
  });
}

function refuse(upload: UploadCall, err: AppError): Promise<never> {
  upload.cancel();
  return Promise.reject(err);
}
