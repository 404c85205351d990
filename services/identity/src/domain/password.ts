import { randomBytes, scrypt as scryptCb, timingSafeEqual, ScryptOptions } from "node:crypto";
import { test as isCommonPassword } from "fxa-common-password-list";
import { errors } from "@pix/errors";

/** scrypt is memory-hard (N·r·128 bytes = 32 MiB here) and ships with Node: no native addon to build. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** The password policy, for sign-up and for every later password change. */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Throws a 400 with a message the user can act on when a new password breaks the policy: at least
 * 10 characters and not one of the most common passwords (compared ignoring case, so "Password123"
 * is as refused as "password123").
 */
export function assertAcceptablePassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw errors.validation("password", "TAMANHO_MINIMO", `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) throw errors.validation("password", "TAMANHO_MAXIMO", `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres`);
  if (isCommonPassword(password) || isCommonPassword(password.toLowerCase())) {
    throw errors.validation("password", "VALOR_INVALIDO", "Esta senha está entre as mais usadas e é fácil de adivinhar; escolha outra");
  }
}

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEY_LENGTH, { ...opts, maxmem: 128 * opts.N! * opts.r! * 2 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

const encode = (salt: Buffer, key: Buffer) => ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scrypt(password, salt, PARAMS));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Stands in for the hash of an account that does not exist (or has no password): same parameters,
 * random salt and key, so verifying against it costs one full scrypt and never matches.
 */
export const DUMMY_HASH = encode(randomBytes(16), randomBytes(KEY_LENGTH));

/**
 * The login check. An unknown e-mail (or a social-only account) still runs the same scrypt verify,
 * against DUMMY_HASH, so the answer time does not tell which e-mails have accounts.
 */
export async function checkLoginPassword(
  password: string,
  stored: string | null | undefined,
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<boolean> {
  if (!stored) {
    await verify(password, DUMMY_HASH);
    return false;
  }
  return verify(password, stored);
}
