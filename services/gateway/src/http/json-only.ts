import type { RequestHandler } from "express";
import { errors } from "@pix/errors";

/** The routes taking a multipart/form-data body (documents are files); each parses it as a stream. */
const MULTIPART_ROUTES = new Set(["POST /production-request"]);
/** POST /infractions/{id}/defense (issue 25): a text and up to five files. */
const MULTIPART_PATTERNS = [/^POST \/infractions\/[^/]+\/defense$/];
/** The one route a plain HTML form posts to (the e-mail confirmation page, which runs no script). */
const FORM_ROUTES = new Set(["POST /auth/verify-email"]);

/** The API speaks JSON only: a body of another type is refused (415) rather than silently ignored. */
export const jsonOnly: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
  const route = `${req.method} ${req.path}`;
  const multipart = MULTIPART_ROUTES.has(route) || MULTIPART_PATTERNS.some((p) => p.test(route));
  if (hasBody && multipart && req.is("multipart/form-data")) return next();
  if (hasBody && FORM_ROUTES.has(`${req.method} ${req.path}`) && req.is("application/x-www-form-urlencoded")) return next();
  if (hasBody && !req.is(["application/json", "application/*+json"])) {
    return next(errors.unsupportedMediaType("Envie o corpo como application/json"));
  }
  next();
};
