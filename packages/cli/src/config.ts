import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";

/** What `pix login` and `pix listen` keep between runs. */
export interface CliConfig {
  api_key?: string;
  gateway?: string;
  /** The secret `pix listen` signs forwarded events with: kept, so the local receiver's setting stays valid. */
  listen_secret?: string;
}

/** $XDG_CONFIG_HOME/pix/config.json (~/.config/pix on Linux and macOS, %APPDATA%\pix on Windows). */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || (process.platform === "win32" && env.APPDATA) || join(homedir(), ".config");
  return join(base, "pix", "config.json");
}

export function readConfig(path = configPath()): CliConfig {
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, "utf8")) as CliConfig;
  } catch {
    throw new Error(`${path} não é um JSON válido: apague-o e rode pix login de novo`);
  }
}

/** Written readable by the user only (0600, folder 0700): it holds an API key. */
export function writeConfig(config: CliConfig, path = configPath()): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600); // an existing file keeps its old mode on write
}

/** The listen secret, made (whsec_ + 32 hex, like an endpoint's) and kept on first use. */
export function listenSecret(path = configPath()): string {
  const config = readConfig(path);
  if (config.listen_secret) return config.listen_secret;
  const secret = `whsec_${randomBytes(16).toString("hex")}`;
  writeConfig({ ...config, listen_secret: secret }, path);
  return secret;
}
