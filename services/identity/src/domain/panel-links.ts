/**
 * Links identity mails point at the merchant panel (PANEL_PUBLIC_URL), never at the API: a person
 * opens them in a browser, and the API answers a browser with JSON. The base may carry a path
 * prefix, which is kept.
 */
function panelUrl(panelBaseUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(panelBaseUrl.replace(/\/*$/, "/") + path.replace(/^\/+/, ""));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

/** The panel's sign-up page with the address filled in (the page reads `?email=`). */
export function signUpLink(panelBaseUrl: string, email: string): string {
  return panelUrl(panelBaseUrl, "/cadastro", { email });
}

/** The panel's page that signs in if needed and then acts for the store (the store switcher, by link). */
export function storeLink(panelBaseUrl: string, storeId: string): string {
  return panelUrl(panelBaseUrl, `/loja/${encodeURIComponent(storeId)}`);
}

/**
 * The page that confirms an address (issue 23): it asks for the account's new password and posts
 * the token to POST /auth/verify-email. The token is the link's only secret.
 */
export function confirmEmailLink(panelBaseUrl: string, token: string): string {
  return panelUrl(panelBaseUrl, "/confirmar-email", { token });
}
