import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { LRUCache } from "lru-cache";
import { qrPngDataUrl } from "@pix/qr";

/** Memoised QR data URLs by Pix code: same code → same image, encoded once while it stays in the LRU. */
export class QrCache {
  private readonly entries: LRUCache<string, string>;

  constructor(
    capacity: number,
    private readonly render: (text: string) => string = qrPngDataUrl,
  ) {
    this.entries = new LRUCache({ max: capacity });
  }

  /**
   * Renders the codes not yet cached, a slice of at most `sliceMs` at a time, yielding to the event loop
   * between slices: a cold listing of thousands of pending charges never holds the service's other
   * requests for longer than one slice. The views then read every image from the cache.
   */
  async warm(pixCodes: Iterable<string>, sliceMs = 5): Promise<void> {
    let sliceEnds = performance.now() + sliceMs;
    for (const code of pixCodes) {
      if (this.entries.has(code)) continue;
      this.entries.set(code, this.render(code));
      if (performance.now() >= sliceEnds) {
        await yieldToEventLoop();
        sliceEnds = performance.now() + sliceMs;
      }
    }
  }

  dataUrl(pixCode: string): string {
    const hit = this.entries.get(pixCode);
    if (hit !== undefined) return hit;
    const url = this.render(pixCode);
    this.entries.set(pixCode, url);
    return url;
  }
}
