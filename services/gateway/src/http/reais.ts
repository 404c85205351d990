import { CodigoCampo, z } from "@pix/errors";
import { parseReais } from "@pix/money";

const EXAMPLE = "envie o valor em reais como número, por exemplo 10.50";

/** Why an amount was refused, and how to write it instead, with the code of error.erros. */
function reaisProblem(value: number | string): { message: string; codigo: CodigoCampo } {
  const text = String(value).trim();
  if (text.startsWith("-")) return { message: "não pode ser negativo", codigo: CodigoCampo.VALOR_MINIMO };
  if (text.includes(",")) return { message: "use ponto para os centavos e nenhum separador de milhar, por exemplo 15000.00 (não 15.000,00)", codigo: CodigoCampo.FORMATO_INVALIDO };
  if (/^\d+\.\d{3,}$/.test(text)) return { message: "use no máximo 2 casas decimais, por exemplo 10.50", codigo: CodigoCampo.FORMATO_INVALIDO };
  if (/^\d+(\.\d+)?$/.test(text)) return { message: "deve ser no máximo 1000000000.00", codigo: CodigoCampo.VALOR_MAXIMO };
  return { message: EXAMPLE, codigo: CodigoCampo.FORMATO_INVALIDO };
}

/**
 * The one parser of an amount in reais for every route (issue 10): a JSON number or a decimal string
 * ("10.50"), at most two decimals, → integer centavos. The decimal comma stays the panel's (a "10.500"
 * here would be ambiguous); a comma is refused with the form to use. Minimums are the owning service's rule.
 */
export const reais = z
  .union([z.number(), z.string().max(32)], { error: (iss) => (iss.input === undefined ? `obrigatório: ${EXAMPLE}` : EXAMPLE) })
  .transform((value, ctx) => {
    try {
      return parseReais(value);
    } catch {
      const { message, codigo } = reaisProblem(value);
      ctx.addIssue({ code: "custom", message, params: { codigo } });
      return z.NEVER;
    }
  });
