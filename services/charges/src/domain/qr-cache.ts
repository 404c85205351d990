import { qrPngDataUrl } from "./qr-png";

/**
 * Memoised QR data URLs, least recently used evicted first (a Map iterates in insertion order, so
 * re-inserting on a hit keeps the oldest entry first). Same code → same image, encoded once while
 * it stays among the `capacity` most recently used.
 */
export class QrCache {
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly capacity: number,
    private readonly render: (text: string) => string = qrPngDataUrl,
  ) {}

  dataUrl(pixCode: string): string {
    const hit = this.entries.get(pixCode);
    if (hit !== undefined) {
      this.entries.delete(pixCode);
      this.entries.set(pixCode, hit);
      return hit;
    }
    const url = this.render(pixCode);
    this.entries.set(pixCode, url);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return url;
  }
}
