import type { Request, Response } from "express";
import { contentSecurityPolicy, newNonce } from "../pages/layout";

/**
 * One URL per resource, two representations: browsers (Accept preferring text/html) get the page,
 * everything else (any-type or no Accept header included) gets the contract JSON.
 */
export function wantsHtml(req: Request): boolean {
  return req.accepts(["application/json", "text/html"]) === "text/html";
}

/** Sends a page under a strict CSP whose nonce is fresh for this response. */
export function sendPage(res: Response, status: number, render: (nonce: string) => string): void {
  const nonce = newNonce();
  res.status(status).set("Content-Security-Policy", contentSecurityPolicy(nonce)).type("html").send(render(nonce));
}
