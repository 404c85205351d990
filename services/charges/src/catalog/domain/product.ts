import { assertMinimumCharge, errors } from "@pix/errors";
import { text } from "../../issuing/domain/rules";

export interface ProductFields {
  name: string;
  description: string | null;
  priceCents: number;
  sku: string | null;
  imageUrl: string | null;
  active: boolean;
}

/** Raw fields of a create or update: undefined = not sent (kept on update), "" = clear a text. */
export interface ProductInput {
  name?: string;
  description?: string;
  priceCents?: number;
  sku?: string;
  imageUrl?: string;
  active?: boolean;
}

/** Contract 4.7: a record named by more than this many rows is not deleted (deactivate it instead). */
export const MAX_UNLINKED_REFERENCES = 500;
export const SKU_MAX = 64;

function imageUrl(value: string): string | null {
  const t = text(value);
  if (t === null) return null;
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    throw errors.validation("image_url", "FORMATO_INVALIDO", "image_url deve ser uma URL http(s) válida");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw errors.validation("image_url", "FORMATO_INVALIDO", "image_url deve ser uma URL http(s) válida");
  return url.href;
}

/** Validates the sent fields; only they are in the result. The price obeys the one minimum (5.00). */
export function normalizeProductInput(input: ProductInput): Partial<ProductFields> {
  const out: Partial<ProductFields> = {};
  if (input.name !== undefined) {
    const name = text(input.name);
    if (name === null) throw errors.validation("name", "CAMPO_OBRIGATORIO", "name é obrigatório");
    out.name = name;
  }
  if (input.description !== undefined) out.description = text(input.description);
  if (input.priceCents !== undefined) {
    assertMinimumCharge(input.priceCents);
    out.priceCents = input.priceCents;
  }
  if (input.sku !== undefined) {
    const sku = text(input.sku);
    if (sku !== null && sku.length > SKU_MAX) throw errors.validation("sku", "TAMANHO_MAXIMO", `sku deve ter no máximo ${SKU_MAX} caracteres`);
    out.sku = sku;
  }
  if (input.imageUrl !== undefined) out.imageUrl = imageUrl(input.imageUrl);
  if (input.active !== undefined) out.active = input.active;
  return out;
}

/** A new product: name and price are required. */
export function newProductFields(input: ProductInput): ProductFields {
  const f = normalizeProductInput(input);
  if (f.name === undefined) throw errors.validation("name", "CAMPO_OBRIGATORIO", "name é obrigatório");
  if (f.priceCents === undefined) throw errors.validation("price", "CAMPO_OBRIGATORIO", "price é obrigatório");
  return { name: f.name, description: f.description ?? null, priceCents: f.priceCents, sku: f.sku ?? null, imageUrl: f.imageUrl ?? null, active: f.active ?? true };
}
