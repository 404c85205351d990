/**
 * zod as the services use it at their boundaries: everything from zod, except that `z.string()`
 * refuses text PostgreSQL cannot store (see ./text). Schemas import `{ z } from "@pix/errors"`
 * instead of from "zod", so no string field of an input schema can forget the rule.
 */
import { string as zodString, type ZodString } from "zod";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./text";

export * from "zod";

export function string(params?: Parameters<typeof zodString>[0]): ZodString {
  return zodString(params).refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, params: { codigo: "FORMATO_INVALIDO" } });
}
