import { html } from "./html";
import { layout } from "./layout";

/** A neutral page for an error or an unavailable link: a title and one sentence, nothing else. */
export function messagePage(opts: { title: string; message: string; nonce: string }): string {
  const body = html`<main>
<h1>${opts.title}</h1>
<p class="error" role="alert">${opts.message}</p>
</main>`;
  return layout({ title: opts.title, nonce: opts.nonce, body });
}
