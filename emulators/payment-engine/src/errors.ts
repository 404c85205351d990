import type { ZodError } from "zod";

/** An error rendered in the provider's style: `{ errors: [{ code, description }] }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
  }

  get body() {
    return { errors: [{ code: this.code, description: this.message }] };
  }
}

export const badRequest = (code: string, description: string) => new ApiError(400, code, description);
export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found`);

/** Maps zod issues to `invalid_<field>` codes, as the provider names errors after the offending field. */
export function fromZod(error: ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue.path.length ? issue.path.join(".") : "body";
  return badRequest(`invalid_${String(issue.path[0] ?? "body")}`, `${field}: ${issue.message}`);
}
