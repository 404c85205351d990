import { STATUS_TEXT } from "./charge-state";

/** Every 5 s: 120 polls per 10 minutes, well under the 300 the limit allows. */
export const POLL_MS = 5000;
const BACKOFF_MS = 30000;
const REDIRECT_DELAY_MS = 1500;

/**
 * The charge page's only script (no framework): live status by polling the same URL as JSON,
 * the copy button, the test-mode simulate button without a page reload, the paid redirect and the
 * expiry. Plain ES2017; it reads its inputs from data- attributes of <main>.
 */
export const CHARGE_SCRIPT = `(function () {
  "use strict";
  var TEXT = ${JSON.stringify(STATUS_TEXT).replace(/</g, "\\u003c")};
  var main = document.querySelector("main");
  var statusEl = document.getElementById("status");
  var payEl = document.getElementById("pay");
  var paidEl = document.getElementById("paid");
  var cancelEl = document.getElementById("cancel");
  var simulate = document.getElementById("simulate");
  var state = main.dataset.state;
  var expiresAt = main.dataset.expiresAt ? Date.parse(main.dataset.expiresAt) : null;
  var successUrl = main.dataset.successUrl || "";
  var timer = null;

  function show(next) {
    if (state === next) return;
    state = next;
    statusEl.dataset.state = next;
    statusEl.textContent = TEXT[next];
    payEl.hidden = next !== "pending";
    if (cancelEl) cancelEl.hidden = next !== "pending";
    if (simulate) simulate.hidden = next !== "pending";
    paidEl.hidden = next !== "paid";
    redirectIfPaid();
  }

  function redirectIfPaid() {
    if (state === "paid" && /^https?:/i.test(successUrl)) {
      setTimeout(function () { window.location.assign(successUrl); }, ${REDIRECT_DELAY_MS});
    }
  }

  function apply(charge) {
    if (charge.status === "paid" || charge.status === "refunded" || charge.status === "expired") return show(charge.status);
    if (expiresAt !== null && Date.now() >= expiresAt) return show("expired");
  }

  function schedule(ms) {
    clearTimeout(timer);
    if (state === "pending") timer = setTimeout(poll, ms);
  }

  function poll() {
    if (expiresAt !== null && Date.now() >= expiresAt) return show("expired");
    fetch(window.location.pathname, { headers: { accept: "application/json" }, cache: "no-store" })
      .then(function (res) {
        if (res.status === 429) return schedule(${BACKOFF_MS});
        if (!res.ok) return schedule(${POLL_MS});
        return res.json().then(function (body) { apply(body.data); schedule(${POLL_MS}); });
      })
      .catch(function () { schedule(${POLL_MS}); });
  }

  var copy = document.getElementById("copy");
  var code = document.getElementById("pix-code");
  var copied = document.getElementById("copy-feedback");
  if (copy && code) {
    copy.hidden = false;
    copy.addEventListener("click", function () {
      var done = function () { copied.textContent = "Código copiado."; };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(code.value).then(done, function () { code.select(); copied.textContent = "Selecione e copie o código."; });
      } else {
        code.select();
        try { document.execCommand("copy"); done(); } catch (e) { copied.textContent = "Selecione e copie o código."; }
      }
    });
  }

  var feedback = document.getElementById("simulate-feedback");
  if (simulate) {
    simulate.addEventListener("submit", function (event) {
      event.preventDefault();
      var button = simulate.querySelector("button");
      button.disabled = true;
      fetch(simulate.action, { method: "POST", headers: { accept: "application/json" } })
        .then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); })
        .then(function (r) {
          if (r.ok) return apply(r.body.data);
          button.disabled = false;
          feedback.textContent = (r.body.error && r.body.error.message) || "Não foi possível simular o pagamento.";
        })
        .catch(function () { button.disabled = false; feedback.textContent = "Sem conexão; tente de novo."; });
    });
  }

  document.addEventListener("visibilitychange", function () { if (!document.hidden) schedule(0); });
  redirectIfPaid();
  schedule(${POLL_MS});
})();`;
