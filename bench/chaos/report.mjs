// The fault suite's Markdown report: per mode, the verdict, the counts reconciled and one row per fault
// (how long clients saw errors after it, which errors, out of how many attempts).
const s = (ms) => (ms / 1000).toFixed(1);

export function markdown(runs) {
  const out = ["# Fault suite report (issue 36)", "", `Generated ${new Date().toISOString()} by \`npm run chaos\` (bench/chaos/).`, ""];
  for (const r of runs) {
    const c = r.counts;
    out.push(`## ${r.mode}: ${r.ok ? "nothing lost, doubled or stuck" : `FAILED — ${r.problems.join("; ")}`}`, "");
    out.push(`${r.durationS} s of load at ${r.rate} operations/s; replicas ${Object.entries(r.replicas).map(([k, v]) => `${k}=${v}`).join(", ")}; ${c.attempts} HTTP attempts, ${c.clientErrors} of them errors (5xx or no answer), ${c.status500} answered 500.`, "");
    out.push("| fault | inject (s) | clients saw errors for (s) | errors / attempts | errors by status |", "|---|---|---|---|---|");
    for (const f of r.faults) {
      out.push(`| ${f.name}${f.injectError ? ` (inject failed: ${f.injectError})` : ""} | ${s(f.injectMs)} | ${f.errors ? s(f.outageMs) : "0 (none)"} | ${f.errors} / ${f.attempts} | ${Object.entries(f.byStatus).map(([k, v]) => `${k}: ${v}`).join(", ") || "—"} |`);
    }
    out.push("", "| reconciled | |", "|---|---|");
    out.push(`| charges | ${c.charges.requests} requests, ${c.charges.answered2xx} answered 2xx (${c.charges.retried} after a retry with the same key), ${c.charges.rows} rows; lost ${c.charges.lost}, doubled ${c.charges.doubled}, unresolved ${c.charges.unresolved} |`);
    out.push(`| payments | ${c.payments.paidByClient} paid (${c.payments.viaEngine} at the engine with its notice, ${c.payments.viaSimulation} simulated); unpaid ${c.payments.unpaid}, doubled ${c.payments.doubled} |`);
    out.push(`| refunds | ${c.refunds.requests} requests, ${c.refunds.answered2xx} answered 2xx, ${c.refunds.rows} rows (${c.refunds.settled} DEVOLVIDO, ${c.refunds.failed} NAO_REALIZADO); lost ${c.refunds.lost} |`);
    out.push(`| MED | ${c.infractions.requests} infractions, ${c.infractions.answered2xx} opened, ${c.infractions.rows} rows, ${c.infractions.defenses2xx} defenses, ${c.infractions.decisions2xx} decisions |`);
    if (c.withdrawals) out.push(`| withdrawals | ${c.withdrawals.requests} requests, ${c.withdrawals.answered2xx} answered 2xx, ${c.withdrawals.refused4xx} refused (4xx), ${c.withdrawals.rows} rows (${c.withdrawals.completed} completed, ${c.withdrawals.rejected} rejected, ${c.withdrawals.pending} pending; ${c.withdrawals.failedFirstAttempt} with a failed first payout); lost ${c.withdrawals.lost}, paid out twice ${c.withdrawals.paidTwice}, paid but not completed ${c.withdrawals.notCompleted} |`);
    out.push(`| webhooks | ${c.webhooks.storeEvents} events owed (delivery rows), ${c.webhooks.receivedDistinct} distinct at the receiver, ${c.webhooks.duplicates} duplicates (at-least-once), ${c.webhooks.missing} missing |`);
    out.push(`| ledger | balances ≠ postings: ${c.ledger.unbalancedBalances}; transactions not summing to zero: ${c.ledger.unbalancedTransactions}; differences with the engine's books: ${c.ledger.engineDifferences} |`);
    out.push(`| drain | ${s(c.drain.ms)} s; left: ${Object.entries(c.drain.left).map(([k, v]) => `${k} ${v}`).join(", ")} |`, "");
  }
  return `${out.join("\n")}\n`;
}
