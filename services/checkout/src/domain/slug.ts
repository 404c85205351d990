import { randomInt } from "node:crypto";
import { invalidField } from "@pix/errors";

/** A slug merchants choose: lowercase letters, digits and hyphens, 3 to 64 characters. */
export const SLUG_PATTERN = /^[a-z0-9-]{3,64}$/;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const GENERATED_LENGTH = 10; // ~51.7 bits: collisions are rare and retried, guessing is impractical

/** Short, URL-safe and drawn from the CSPRNG (randomInt has no modulo bias). */
export function generateSlug(): string {
  let out = "";
  for (let i = 0; i < GENERATED_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function assertValidSlug(slug: string): string {
  if (!SLUG_PATTERN.test(slug)) {
    throw invalidField("slug", "FORMATO_INVALIDO", "use de 3 a 64 caracteres: letras minúsculas, números e hífen, por exemplo curso-de-pao");
  }
  return slug;
}
