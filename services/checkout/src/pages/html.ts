/**
 * A tagged template that escapes every interpolated value unless it is already SafeHtml, so no
 * merchant- or payer-supplied text (description, store name, payer input) can become markup.
 * Attribute values must be written inside double quotes; escaping covers both quote kinds anyway.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((v, i) => (out += render(v) + strings[i + 1]));
  return new SafeHtml(out);
}

/** Only http(s) URLs may become links or redirects (never javascript: or data:). */
export function safeHttpUrl(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Only the PNG data URLs the charges service produces may be an image source. */
export function safePngDataUrl(url: string | undefined | null): string | null {
  return url && /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(url) ? url : null;
}
