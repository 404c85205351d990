// The baselines, each started as its own process by bench/multi-process.ts:
//   node baseline.mjs json <bodies.json>    GET /json/:name answers the stored body (the same bytes
//                                           as the route it stands beside)
//   node baseline.mjs pg <databaseUrl>      POST /insert: body check + one INSERT … RETURNING;
//                                           GET /select?id=: one SELECT by primary key
//   node baseline.mjs webhook <databaseUrl> <receiverUrl>
//                                           POST /notice {id}: one upsert of the payment, then an
//                                           HMAC-signed POST of `charge.paid` to the receiver, then 200
//                                           (the one-process notice → webhook of issue 13)
// Listens on an ephemeral port of 127.0.0.1 and prints {"port": n} once ready.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import express from "express";
import pg from "pg";

const [kind, arg, receiverUrl] = process.argv.slice(2);
const app = express();
let closePool = async () => {};

if (kind === "json") {
  const bodies = JSON.parse(readFileSync(arg, "utf8"));
  app.get("/json/:name", (req, res) => void res.json(bodies[req.params.name] ?? null));
} else if (kind === "pg") {
  const pool = new pg.Pool({ connectionString: arg, max: 10 });
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_baseline (id uuid PRIMARY KEY, amount_cents bigint NOT NULL, description text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  const seed = randomUUID();
  await pool.query(`INSERT INTO bench_baseline (id, amount_cents, description) VALUES ($1, 1990, 'seed') ON CONFLICT DO NOTHING`, [seed]);
  app.use(express.json());
  app.post("/insert", async (req, res) => {
    const amount = req.body?.amount;
    if (typeof amount !== "number" || amount < 5) return void res.status(400).json({ error: { message: "amount" } });
    const { rows } = await pool.query(
      `INSERT INTO bench_baseline (id, amount_cents, description) VALUES ($1, $2, $3) RETURNING id, amount_cents, description, created_at`,
      [randomUUID(), Math.round(amount * 100), String(req.body.description ?? "")],
    );
    res.status(201).json({ data: rows[0] });
  });
  app.get("/select", async (req, res) => {
    const { rows } = await pool.query(`SELECT id, amount_cents, description, created_at FROM bench_baseline WHERE id = $1`, [req.query.id ?? seed]);
    if (rows.length === 0) return void res.status(404).json({ error: { message: "not found" } });
    res.json({ data: rows[0] });
  });
  app.get("/seed", (_req, res) => void res.json({ id: seed }));
  closePool = () => pool.end();
} else if (kind === "webhook") {
  const pool = new pg.Pool({ connectionString: arg, max: 10 });
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_notice (id text PRIMARY KEY, status text NOT NULL, paid_at timestamptz NOT NULL)`);
  const secret = randomBytes(32);
  app.use(express.json());
  app.post("/notice", async (req, res) => {
    const { rows } = await pool.query(
      `INSERT INTO bench_notice (id, status, paid_at) VALUES ($1, 'paid', now())
       ON CONFLICT (id) DO UPDATE SET status = 'paid', paid_at = now() RETURNING id, status, paid_at`,
      [String(req.body?.id ?? "")],
    );
    const body = JSON.stringify({ event: "charge.paid", data: { txid: rows[0].id, paid_at: rows[0].paid_at } });
    const ts = Math.floor(Date.now() / 1000);
    const signature = createHmac("sha256", secret).update(`${ts}.${body}`).digest("hex");
    const sent = await fetch(receiverUrl, { method: "POST", headers: { "content-type": "application/json", "x-signature": `t=${ts},v1=${signature}` }, body });
    await sent.arrayBuffer();
    res.json({ ok: sent.ok });
  });
  closePool = () => pool.end();
} else {
  throw new Error(`unknown baseline ${kind}`);
}

const server = app.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: server.address().port })));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => void closePool().finally(() => process.exit(0)));
});
