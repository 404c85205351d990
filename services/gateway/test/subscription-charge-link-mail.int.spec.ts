import { client, signUp, startStack, type Stack } from "./stack";
import type { SubscriptionsExtras } from "./stack/subscriptions";
import { CHARGE_LINK_MAIL_BOUNDS } from "../../subscriptions/src/domain/charge-link-mail";

/**
 * Charge-now (POST /subscriptions/{id}/charge) mails the subscriber the charge's payment link and Pix
 * copia e cola (issue 26), through a real SMTP server; the recipient's daily bound holds, and past it
 * the charge is still made.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let subs: SubscriptionsExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "subscriptions"] });
  http = client(stack.url);
  subs = stack.extras.subscriptions as SubscriptionsExtras;
});
afterAll(async () => stack?.close());

const subscriber = () => `assinante.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@cliente.test`;

async function subscription(token: string, email: string | null, description = "Plano Ouro") {
  const res = await http("POST", "/subscriptions", { token, body: { customer_name: "Bia Assinante", customer_cpf: "529.982.247-25", amount: 19.9, description, ...(email ? { customer_email: email } : {}) } });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("charge-now's e-mail to the subscriber", () => {
  it("sends the charge's checkout link and copia e cola, the amount, and the deadline in Brasília time", async () => {
    const m = await signUp(http);
    const email = subscriber();
    const sub = await subscription(m.accessToken, email);
    const charged = await http("POST", `/subscriptions/${sub.id}/charge`, { token: m.accessToken });
    expect(charged.status).toBe(201);
    const charge = charged.body.data;
    const mail = await subs.smtp.waitFor((x) => x.to.includes(email));
    expect(mail.subject).toMatch(/^Cobrança da sua assinatura \[TESTE\]: R\$ 19,90 para /);
    expect(mail.text).toContain("Olá, Bia Assinante!");
    expect(mail.text).toContain(charge.checkout_url);
    expect(mail.text).toContain(charge.pix_code);
    expect(mail.text).toContain(`Identificador (txid): ${charge.txid}`);
    const inBrasilia = (style: "dateStyle" | "timeStyle") => new Intl.DateTimeFormat("pt-BR", { [style]: "short", timeZone: "America/Sao_Paulo" }).format(new Date(charge.expires_at));
    expect(mail.text).toContain(`Válido até ${inBrasilia("dateStyle")} às ${inBrasilia("timeStyle")} (horário de Brasília).`);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
  });

  it("mails nothing when the subscription has no e-mail, and stops at the recipient's daily bound while the charges are still made", async () => {
    const m = await signUp(http);
    const quiet = await subscription(m.accessToken, null, "Sem e-mail");
    expect((await http("POST", `/subscriptions/${quiet.id}/charge`, { token: m.accessToken })).status).toBe(201);

    const email = subscriber();
    const max = CHARGE_LINK_MAIL_BOUNDS.perRecipient.max;
    for (let i = 0; i <= max; i++) {
      const sub = await subscription(m.accessToken, email, `Plano ${i}`);
      expect((await http("POST", `/subscriptions/${sub.id}/charge`, { token: m.accessToken })).status).toBe(201);
    }
    await subs.smtp.waitFor((x) => x.to.includes(email) && x.text.includes(`"Plano ${max - 1}"`));
    await new Promise((r) => setTimeout(r, 500));
    expect(subs.smtp.messages.filter((x) => x.to.includes(email))).toHaveLength(max);
    expect(subs.smtp.messages.filter((x) => x.text.includes("Sem e-mail"))).toHaveLength(0);
    const [{ n }] = await subs.query("SELECT count(*)::int AS n FROM charge_link_mails WHERE store_id = $1", [m.user.id]);
    expect(n).toBe(max);
  });
});
