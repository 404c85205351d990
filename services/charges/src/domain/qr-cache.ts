import { LRUCache } from "lru-cache";
import { qrPngDataUrl } from "./qr-png";

/** Memoised QR data URLs by Pix code: same code → same image, encoded once while it stays in the LRU. */
export class QrCache {
  private readonly entries: LRUCache<string, string>;

  constructor(
    capacity: number,
    private readonly render: (text: string) => string = qrPngDataUrl,
  ) {
    this.entries = new LRUCache({ max: capacity });
  }

  dataUrl(pixCode: string): string {
    const hit = this.entries.get(pixCode);
    if (hit !== undefined) return hit;
    const url = this.render(pixCode);
    this.entries.set(pixCode, url);
    return url;
  }
}
