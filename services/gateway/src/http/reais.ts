import { z } from "@pix/errors";
import { parseReais } from "@pix/money";

/**
 * The one parser of an amount in reais for every route (issue 10): a JSON number or a decimal string
 * ("10.50"), at most two decimals, → integer centavos. Minimums are the owning service's rule.
 */
export const reais = z.union([z.number(), z.string().max(32)]).transform((value, ctx) => {
  try {
    return parseReais(value);
  } catch (err) {
    ctx.addIssue({ code: "custom", message: `valor em reais com até 2 casas decimais, por exemplo 10.50 (${(err as Error).message})` });
    return z.NEVER;
  }
});
