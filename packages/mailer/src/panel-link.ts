/**
 * Links e-mails point at the merchant panel (PANEL_PUBLIC_URL), never at the API: a person opens them
 * in a browser, and the API answers a browser with JSON. The base may carry a path prefix, which is
 * kept. Identity's mails (sign-up, store, confirmation) and charges' MED mails build them here.
 */
export function panelLink(panelBaseUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(panelBaseUrl.replace(/\/*$/, "/") + path.replace(/^\/+/, ""));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}
