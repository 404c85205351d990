import type { z } from "zod";
import { errors } from "./catalogue";

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw errors.validation(`Campo inválido: ${issue.path.join(".") || "corpo"} (${issue.message})`);
}
