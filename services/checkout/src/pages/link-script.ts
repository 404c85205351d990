/**
 * The link page's only script: one Idempotency-Key per payment attempt, sent in the form's hidden
 * `idempotency_key` field (a form cannot set headers). A second submit of the same values (a double
 * click, a resubmit while the first is under way) carries the same key, so charges answers with the
 * first charge; changed values, or a page brought back from the back/forward cache, start a new
 * attempt. Without script the field stays empty and each submit is a new charge, as before.
 */
export const LINK_SCRIPT = `(function () {
  "use strict";
  var form = document.getElementById("pay-form");
  var keyEl = form.elements.namedItem("idempotency_key");
  var sentValues = null;

  function newKey() {
    if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
    // randomUUID needs a secure context (https or localhost); getRandomValues works everywhere.
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64;
    b[8] = (b[8] & 63) | 128;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join("");
    return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
  }

  function values() {
    var out = [];
    for (var i = 0; i < form.elements.length; i++) {
      var el = form.elements[i];
      if (el.name && el !== keyEl) out.push([el.name, el.value]);
    }
    return JSON.stringify(out);
  }

  form.addEventListener("submit", function () {
    var now = values();
    if (now !== sentValues || !keyEl.value) {
      keyEl.value = newKey();
      sentValues = now;
    }
  });
  window.addEventListener("pageshow", function (e) {
    if (e.persisted) sentValues = null;
  });
})();`;
