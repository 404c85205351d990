import busboy from "busboy";
import type { Request } from "express";
import { AppError, errors } from "@pix/errors";
import type { ClientStreamCall } from "@pix/grpc";

/** The production request's limits (onboarding enforces the same per file, the authority on storage). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 3;
/** Three files plus the form's own framing and fields. */
export const MAX_REQUEST_BYTES = MAX_FILES * MAX_FILE_BYTES + 64 * 1024;

const tooLarge = (message: string) => new AppError("payload_too_large", message);

/** One form streamed to a service: its limits, its text fields, and the `finish` message built from them. */
export interface UploadForm {
  maxFiles: number;
  /** Text fields accepted (name → max length); any other field is refused. */
  fields: Record<string, number>;
  tooManyFiles: string;
  tooLargeRequest: string;
  finish(fields: Record<string, string>): object;
}

/** POST /production-request: three documents and `terms_accepted`. */
export const PRODUCTION_FORM: UploadForm = {
  maxFiles: MAX_FILES,
  fields: { terms_accepted: 1024 },
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
export function streamMultipartUpload(req: Request, upload: ClientStreamCall<unknown>, form: UploadForm = PRODUCTION_FORM): Promise<Record<string, string>> {
  const maxRequestBytes = form.maxFiles * MAX_FILE_BYTES + 64 * 1024;
  const declared = Number(req.get("content-length") ?? 0);
  if (declared > maxRequestBytes) return refuse(upload, tooLarge(form.tooLargeRequest));
  const fieldCount = Object.keys(form.fields).length;
  // busboy counts bytes; the limits are characters (up to 4 bytes each in UTF-8).
  const fieldSize = 4 * Math.max(...Object.values(form.fields));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: form.maxFiles, fileSize: MAX_FILE_BYTES, fields: fieldCount + 3, fieldSize, parts: form.maxFiles + fieldCount + 3, headerPairs: 20 },
    });
  } catch {
    return refuse(upload, new AppError("unsupported_media_type", "Envie o corpo como multipart/form-data"));
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
      if (!Object.hasOwn(form.fields, name)) return fail(errors.validation(`Campo inesperado: ${name.slice(0, 50)}`));
      if (info.valueTruncated || value.length > form.fields[name]!) return fail(errors.validation(`${name}: no máximo ${form.fields[name]} caracteres`));
      fields[name] = value;
    });
    const malformed = () => fail(errors.validation("Corpo multipart/form-data malformado"));
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
    parser.on("filesLimit", () => fail(errors.validation(form.tooManyFiles)));
    parser.on("fieldsLimit", () => fail(errors.validation("Campos demais no formulário")));
    parser.on("partsLimit", () => fail(errors.validation("Partes demais no formulário")));
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
    req.on("aborted", () => fail(errors.validation("Envio interrompido")));
    req.pipe(parser);
  });
}

function refuse(upload: ClientStreamCall<unknown>, err: AppError): Promise<never> {
  upload.cancel();
  return Promise.reject(err);
}
