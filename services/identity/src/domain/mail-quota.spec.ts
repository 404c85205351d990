import { AppError } from "@pix/errors";
import { inviteRefusal, MAIL_BOUNDS, recipientKey } from "./mail-quota";
import { MAX_INVITE_EMAILS } from "./members";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("inviteRefusal", () => {
  const STORE = "loja-a";
  const none = { store: [], recipients: new Map() };

  it("lets a full request through an empty hour (the store bound is at least the request limit)", () => {
    expect(MAIL_BOUNDS.invitesPerStore.max).toBeGreaterThanOrEqual(MAX_INVITE_EMAILS);
    const emails = Array.from({ length: MAX_INVITE_EMAILS }, (_, i) => `m${i}@x.test`);
    expect(inviteRefusal(STORE, emails, none, NOW)).toBeNull();
  });

  it("refuses past the store's hourly bound: 429 LIMITE_DE_EMAILS, with the wait in the message and in retryAfterS", () => {
    const store = Array.from({ length: MAIL_BOUNDS.invitesPerStore.max }, (_, i) => ago(59 * MIN - i));
    const err = inviteRefusal(STORE, ["a@x.test"], { store, recipients: new Map() }, NOW) as AppError;
    expect(err.kind).toBe("rate_limited");
    expect(err.codigo).toBe("LIMITE_DE_EMAILS");
    expect(err.retryAfterS).toBe(60);
    expect(err.message).toMatch(/convites por hora para esta loja.*tente novamente em 1 minuto/);
  });

  it("refuses an address past its daily bound, naming it, and reports the longest wait of all full bounds", () => {
    const full = Array.from({ length: MAIL_BOUNDS.invitesPerRecipient.max }, (_, i) => ({ storeId: `outra-${i}`, sentAt: ago(2 * HOUR) }));
    const err = inviteRefusal(STORE, ["ok@x.test", "cheio@x.test"], { store: [], recipients: new Map([[recipientKey("Cheio@X.test"), full]]) }, NOW) as AppError;
    expect(err.message).toMatch(/cheio@x\.test já recebeu 5 convites.*tente novamente em 22 horas/);
    expect(err.retryAfterS).toBe(22 * 3600);
  });

  it("one store sends one address at most 2 a day, so filling the address's daily bound takes three stores", () => {
    const two = [{ storeId: STORE, sentAt: ago(3 * HOUR) }, { storeId: STORE, sentAt: ago(HOUR) }];
    const err = inviteRefusal(STORE, ["v@x.test"], { store: [], recipients: new Map([[recipientKey("v@x.test"), two]]) }, NOW) as AppError;
    expect(err.message).toMatch(/Esta loja já enviou 2 convites a v@x\.test.*tente novamente em 21 horas/);
    expect(inviteRefusal("loja-b", ["v@x.test"], { store: [], recipients: new Map([[recipientKey("v@x.test"), two]]) }, NOW)).toBeNull();
  });
});
