import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Query parameters that carry secrets (the e-mail verification link's `token`) are censored in logged URLs. */
const SECRET_QUERY = /([?&](?:token|key|secret|password)=)[^&#]*/gi;

export function censorUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/**
 * Logs every HTTP request (secrets redacted by the logger) under a correlation id: the caller's
 * `x-request-id` when well-formed, a new UUID otherwise, echoed in the response. Health probes
 * are not logged.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader("x-request-id", id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === "/health" },
    serializers: {
      // Receives pino's serialized request: keep it, minus secrets in the URL and the parsed query.
      req: (req) => {
        if (typeof req.url === "string") req.url = censorUrl(req.url);
        if (req.query) req.query = undefined;
        return req;
      },
    },
  });
}
