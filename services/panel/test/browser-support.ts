import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { createLogger } from "@pix/logger";
import { defaultDist, type RunningPanel, startPanel } from "../src/server/app";

/** Where the browser specs leave their screenshots. */
export const ARTIFACTS = join(__dirname, "../../../test-artifacts/panel");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync"];

export interface PanelBrowser {
  panel: RunningPanel;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The built panel in front of the gateway at `gatewayUrl`, and a headless Chromium: what a browser spec
 * starts once. `idpUrl`: the identity provider "Entrar com Google" sends the browser to (the stack's).
 */
export async function startPanelBrowser(gatewayUrl: string, opts: { idpUrl?: string } = {}): Promise<PanelBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  if (!existsSync(join(defaultDist(), "index.html"))) throw new Error("The panel is not built: run `pnpm --filter @pix/panel build`.");
  mkdirSync(ARTIFACTS, { recursive: true });
  const panel = await startPanel(
    { GATEWAY_URL: gatewayUrl, HTTP_HOST: "127.0.0.1", HTTP_PORT: 0, PANEL_SECURE_COOKIE: false, LOG_LEVEL: "silent", ...(opts.idpUrl && { PANEL_IDP_URL: opts.idpUrl }) },
    createLogger("panel-test", "silent"),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  return {
    panel, browser,
    close: async () => {
      await browser.close();
      await panel.close();
    },
  };
}
