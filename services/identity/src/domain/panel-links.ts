import { panelLink as panelUrl } from "@pix/mailer";

// Identity's mails link to the panel's pages; the links' rule is @pix/mailer's panelLink.

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
