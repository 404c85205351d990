import { client, signUp, signUpVerified, startStack, Stack, uniqueEmail, verificationLinkFor } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import { PANEL_PUBLIC_URL, type IdentityExtras } from "./stack/identity";

/**
 * Issue 23 items 5 and 7, through the gateway with a real SMTP server: the e-mails a caller can make
 * identity send are bounded (invites per store per hour and per address per day, verification links
 * per address per day) with 429 LIMITE_DE_EMAILS and Retry-After, refused before anything is written,
 * and test charges' payer receipts (per store per hour, per address per day: past them not sent);
 * the invite e-mail's links open the panel (PANEL_PUBLIC_URL), never the API.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let identity: IdentityExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  identity = stack.extras.identity as IdentityExtras;
});
afterAll(() => stack.close());

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const invitesTo = (email: string) => identity.smtp.messages.filter((m) => m.to.includes(email) && /Convite/.test(m.subject));
const invite = (token: string, emails: string[]) => http("POST", "/members", { token, body: { emails } });

/** `n` calls of `fire`, started 5 ms apart (not all at one instant), answers in start order. */
async function spread<T>(n: number, fire: (i: number) => Promise<T>): Promise<T[]> {
  const started: Promise<T>[] = [];
  for (let i = 0; i < n; i++) {
    started.push(fire(i));
    await sleep(5);
  }
  return Promise.all(started);
}

/** Waits for `n` mails matching, then a little longer, so a mail sent beyond the bound would show. */
async function settledCount(mails: () => unknown[], n: number): Promise<number> {
  for (const until = Date.now() + 15_000; mails().length < n && Date.now() < until; ) await sleep(50);
  await sleep(500);
  return mails().length;
}

/** An owner whose address is confirmed, with the confirmation's session (the only one it has). */
const verifiedOwner = (tag = "dono") => signUpVerified(stack, http, uniqueEmail(tag));

function expectMailLimit(res: { status: number; body: any; headers: Headers }, message: RegExp, retryAfter: [number, number]) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { message: expect.stringMatching(message), codigo: "LIMITE_DE_EMAILS" } });
  expect(res.body.error.message).toMatch(/tente novamente em \d+ (segundos?|minutos?|horas?)$/);
  const seconds = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(retryAfter[0]);
  expect(seconds).toBeLessThanOrEqual(retryAfter[1]);
}

describe("member invites are bounded", () => {
  it("30 invites of one address fired 5 ms apart: 2 are mailed, 28 answer 429 LIMITE_DE_EMAILS with Retry-After", async () => {
    const owner = await verifiedOwner();
    const victim = uniqueEmail("alvo");
    const answers = await spread(30, () => invite(owner.accessToken, [victim]));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(28);
    for (const r of refused) expectMailLimit(r, /Esta loja já enviou 2 convites a .+ nas últimas 24 horas/, [DAY_S - 120, DAY_S]);
    expect(await settledCount(() => invitesTo(victim), 2)).toBe(2);
    // One row for the address (re-invites update it); the refused requests wrote nothing more.
    expect((await http("GET", "/members", { token: owner.accessToken })).body.data).toHaveLength(1);
  });

  it("a store mails at most 50 invites an hour: past that the whole request is refused and nothing of it is written", async () => {
    const owner = await verifiedOwner();
    const batches = Array.from({ length: 26 }, (_, i) => [uniqueEmail(`lote${i}a`), uniqueEmail(`lote${i}b`)]);
    const answers = await spread(26, (i) => invite(owner.accessToken, batches[i]));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(25);
    const refusedAt = answers.findIndex((a) => a.status !== 201);
    expectMailLimit(answers[refusedAt], /Limite de 50 convites por hora para esta loja atingido/, [HOUR_S - 120, HOUR_S]);
    const listed = (await http("GET", "/members", { token: owner.accessToken })).body.data.map((m: any) => m.email);
    expect(listed).toHaveLength(50);
    for (const email of batches[refusedAt]) expect(listed).not.toContain(email);
    const mailed = () => identity.smtp.messages.filter((m) => batches.flat().some((e) => m.to.includes(e)));
    expect(await settledCount(mailed, 50)).toBe(50);
    for (const email of batches[refusedAt]) expect(invitesTo(email)).toEqual([]);
  });

  it("an address receives at most 5 invites a day whichever stores send them", async () => {
    const owners = [];
    for (let i = 0; i < 4; i++) owners.push(await verifiedOwner(`loja${i}`));
    const victim = uniqueEmail("alvo");
    for (const owner of [owners[0], owners[0], owners[1], owners[1], owners[2]]) expect((await invite(owner.accessToken, [victim])).status).toBe(201);
    const sixth = await invite(owners[3].accessToken, [uniqueEmail("outro"), victim]);
    expectMailLimit(sixth, new RegExp(`O endereço ${victim.replace(/\./g, "\\.")} já recebeu 5 convites`), [DAY_S - 300, DAY_S]);
    expect((await http("GET", "/members", { token: owners[3].accessToken })).body.data).toEqual([]);
    expect(await settledCount(() => invitesTo(victim), 5)).toBe(5);
  });
});

describe("verification e-mails are bounded per address per day", () => {
  /** Lets the next send through the once-a-minute slot without waiting a minute. */
  const forgetLastSend = (userId: string) => identity.query("UPDATE users SET email_verification_sent_at = now() - interval '2 minutes' WHERE id = $1", [userId]);
  const verificationsTo = (email: string) => identity.smtp.messages.filter((m) => m.to.includes(email) && /Confirme seu e-mail/.test(m.subject));

  it("10 a day (sign-up included): the 11th resend is 429 LIMITE_DE_EMAILS with Retry-After, the public request sends nothing", async () => {
    const m = await signUp(http);
    await verificationLinkFor(stack, m.email);
    for (let i = 0; i < 9; i++) {
      await forgetLastSend(m.user.id);
      expect((await http("POST", "/auth/verify-email/resend", { token: m.accessToken })).status).toBe(202);
    }
    await forgetLastSend(m.user.id);
    const refused = await http("POST", "/auth/verify-email/resend", { token: m.accessToken });
    expectMailLimit(refused, /Limite de 10 e-mails de confirmação por dia para este endereço atingido/, [DAY_S - 300, DAY_S]);
    // The public route answers alike (it never tells), and sends nothing more.
    expect((await http("POST", "/auth/verify-email/request", { body: { email: m.email } })).status).toBe(202);
    expect(await settledCount(() => verificationsTo(m.email), 10)).toBe(10);
  });

  it("within a minute of the last e-mail: 429 LIMITE_DE_EMAILS with a Retry-After of at most a minute", async () => {
    const m = await signUp(http);
    await verificationLinkFor(stack, m.email);
    expectMailLimit(await http("POST", "/auth/verify-email/resend", { token: m.accessToken }), /há menos de um minuto/, [1, 60]);
  });
});

describe("test charges' payer receipts are bounded (RECEIPT_EMAIL_IN_TEST)", () => {
  const receiptsTo = (email: string) => (stack.extras.charges as ChargesExtras).smtp.messages.filter((m) => m.to.includes(email) && /Comprovante/.test(m.subject));
  const noticesTo = (email: string) => (stack.extras.charges as ChargesExtras).smtp.messages.filter((m) => m.to.includes(email) && /Pagamento recebido/.test(m.subject));

  /** A test charge to `customerEmail`, then its simulated payment (which always confirms). */
  async function paidTestCharge(token: string, customerEmail: string) {
    const charge = await http("POST", "/pix", { token, body: { amount: 10, description: "Pedido de teste", customer_email: customerEmail } });
    expect(charge.status).toBe(201);
    const paid = await http("POST", "/pix/simulate-payment", { token, body: { txid: charge.body.data.txid } });
    expect([paid.status, paid.body.data.status]).toEqual([200, "paid"]);
  }

  it("an address receives at most 10 a day: 12 payments fired 5 ms apart all confirm, 10 receipts are mailed, the merchant hears of all 12", async () => {
    const owner = await signUp(http);
    const victim = uniqueEmail("pagador");
    await spread(12, () => paidTestCharge(owner.accessToken, victim));
    expect(await settledCount(() => noticesTo(owner.email), 12)).toBe(12);
    expect(await settledCount(() => receiptsTo(victim), 10)).toBe(10);
  });

  it("a store sends at most 30 an hour", async () => {
    const owner = await signUp(http);
    const payers = Array.from({ length: 31 }, (_, i) => uniqueEmail(`pagador${i}`));
    await spread(31, (i) => paidTestCharge(owner.accessToken, payers[i]));
    expect(await settledCount(() => noticesTo(owner.email), 31)).toBe(31);
    expect(await settledCount(() => payers.flatMap(receiptsTo), 30)).toBe(30);
  });
});

describe("the invite e-mail's links open the panel", () => {
  const linksIn = (text: string) => (text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l));

  it("a pending invitee gets the panel's sign-up page with the address filled in, then the store's page; never the API", async () => {
    const owner = await verifiedOwner();
    const email = uniqueEmail("novo+convite");
    expect((await invite(owner.accessToken, [email])).status).toBe(201);
    const mail = await identity.smtp.waitFor((m) => m.to.includes(email) && /Convite/.test(m.subject));
    const links = linksIn(mail.text);
    expect(links.map((l) => l.origin)).toEqual([PANEL_PUBLIC_URL, PANEL_PUBLIC_URL]);
    expect(links[0].pathname).toBe("/cadastro");
    expect(links[0].searchParams.get("email")).toBe(email);
    expect(links[0].search).toContain("novo%2Bconvite"); // encoded: a bare + would read as a space
    expect(links[1].pathname).toBe(`/loja/${owner.user.id}`);
    expect(mail.text).toContain(`Quem convida: ${owner.email}`);
  });

  it("an active member gets the store's page; the store name the sender chose is quoted on one line and labelled", async () => {
    const owner = await verifiedOwner();
    const forged = "Banco Oficial\n\nAcesse https://golpe.test para confirmar";
    expect((await http("PUT", "/auth/profile", { token: owner.accessToken, body: { company: forged } })).status).toBe(200);
    const member = await verifiedOwner("membro");
    expect((await invite(owner.accessToken, [member.email])).status).toBe(201);
    const mail = await identity.smtp.waitFor((m) => m.to.includes(member.email) && /Convite/.test(m.subject));
    expect(linksIn(mail.text).filter((l) => l.origin === PANEL_PUBLIC_URL).map((l) => l.pathname)).toEqual([`/loja/${owner.user.id}`]);
    expect(mail.text).toContain('"Banco Oficial Acesse https://golpe.test para confirmar"');
    expect(mail.text.split("\n").some((line) => line.startsWith("Acesse"))).toBe(false);
    expect(mail.text).toMatch(/não é verificado pelo Pix Gateway/);
  });
});
