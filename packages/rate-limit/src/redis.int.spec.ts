import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { createLogger } from "@pix/logger";
import type { Redis } from "ioredis";
import { connectRedis } from "./redis";

/**
 * Issue 35: a Redis outage is logged once, saying what to do, and its end once, not each of the
 * client's reconnection attempts (every 2 s at most). A scratch redis-server on a free port is
 * stopped and started again (the machine's own is shared and never stopped).
 */
let port: number;
let server: ChildProcess | null = null;
let redis: Redis;
const lines: { level: number; msg: string }[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port: p } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return p;
}
async function startRedis() {
  server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let i = 0; i < 100 && redis?.status !== "ready"; i++) await sleep(100);
}
async function stopRedis() {
  server!.kill("SIGKILL");
  await once(server!, "exit");
  server = null;
}
async function waitFor(what: () => boolean, ms: number) {
  for (const until = Date.now() + ms; !what() && Date.now() < until;) await sleep(50);
  return what();
}

beforeAll(async () => {
  port = await freePort();
  server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await sleep(300);
  const logger = createLogger("test", "info", { write: (l: string) => void lines.push(JSON.parse(l)) });
  redis = await connectRedis(`redis://127.0.0.1:${port}`, logger);
});
afterAll(async () => {
  redis?.disconnect();
  if (server) await stopRedis();
});

it("logs the outage once with what to do, however many reconnections fail, and its end once", async () => {
  expect(await waitFor(() => redis.status === "ready", 5000)).toBe(true);
  expect(lines).toEqual([]);
  await stopRedis();
  const down = () => lines.filter((l) => l.msg.startsWith(`Redis does not answer at redis://127.0.0.1:${port} (REDIS_URL)`));
  expect(await waitFor(() => down().length > 0, 5000)).toBe(true);
  let attempts = 0;
  redis.on("reconnecting", () => attempts++);
  await sleep(4000);
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect(down()).toHaveLength(1);
  expect(down()[0]).toMatchObject({ level: 40, msg: expect.stringContaining("limits are counted in this process's memory until it does; start Redis (README, Quick start)"), err: expect.stringContaining("ECONNREFUSED") });
  expect(lines).toHaveLength(1);
  await startRedis();
  expect(await waitFor(() => redis.status === "ready", 5000)).toBe(true);
  expect(lines.slice(1)).toEqual([expect.objectContaining({ level: 30, msg: `Redis answers again at redis://127.0.0.1:${port}: limits are shared by every replica again` })]);
}, 30_000);
