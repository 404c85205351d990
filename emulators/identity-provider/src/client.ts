import type { MintRequest } from "./tokens";

/** HTTP client for the emulator's POST /test/tokens, for tests of other packages. */
export async function mintIdpToken(url: string, claims: MintRequest): Promise<string> {
  const res = await fetch(`${url}/test/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(claims),
  });
  if (res.status !== 201) throw new Error(`identity provider emulator refused to mint: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idpJwt: string }).idpJwt;
}
