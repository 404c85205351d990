import { parseReais } from "@pix/money";

/**
 * An amount typed by a person, in Brazilian notation, as integer centavos: "10,50", "R$ 1.234,56",
 * "10" and also "10.50" (a dot followed by 1 or 2 digits is a decimal point; by 3, a thousands
 * separator: "1.500" is R$ 1.500,00). Anything else throws, saying how to write it.
 */
export function parseBrlAmount(text: string): number {
  let t = text.trim().replace(/^R\$\s*/i, "");
  if (t.includes(",")) t = t.replace(/\.(?=\d{3}(\D|$))/g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, "");
  try {
    return parseReais(t);
  } catch {
    throw new Error(`Valor inválido: "${text}". Escreva em reais, como 10,50 ou 1.234,56`);
  }
}
