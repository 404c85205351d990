import type { Message } from "@pix/grpc";
import { Router } from "express";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { unlinkedJson, withNulls } from "../views";
import { uuidParam } from "./params";

const CUSTOMER = "Cliente";

/** null and "" both mean "no value": on create the field stays null, on PUT it is cleared. */
const field = (max: number) => z.string().max(max).nullable().optional();
const customerBody = z.strictObject({
  name: field(200),
  email: z.union([z.literal(""), z.string().trim().email().max(254)]).nullable().optional(),
  /** Checked by charges (check digits, alphanumeric CNPJ), as the payer's document of a charge. */
  cpf_cnpj: field(32),
  phone: field(32),
});
type CustomerBody = z.infer<typeof customerBody>;

/** undefined (not sent) stays undefined; null becomes "" (clear). */
const toRequest = (b: CustomerBody) => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v ?? ""]));

const customerJson = (c: Message<"pix.charges.v1.Customer"> | null) => withNulls(c, ["name", "email", "cpf_cnpj", "phone"]);

/**
 * Contract 4.13, store group: the merchant's customers in the credential's environment (charges owns
 * them). Another merchant's id, or one of the other environment, is 404.
 */
export function customerRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const charges = clients.charges;

  router.post("/customers", auth("clientes:escrever"), async (req, res) => {
    const c = await charges.call("CreateCustomer", toRequest(body(customerBody, req)), { principal: principalOf(res) });
    res.status(201).json({ data: customerJson(c) });
  });
  router.get("/customers", auth("clientes:ler"), async (_req, res) => {
    const r = await charges.call("ListCustomers", {}, { principal: principalOf(res) });
    const aviso = r.truncated ? { aviso: `Lista limitada aos ${r.limit} clientes mais recentes` } : {};
    res.json({ data: (r.customers ?? []).map(customerJson), ...aviso });
  });
  router.get("/customers/:id", auth("clientes:ler"), async (req, res) => {
    const c = await charges.call("GetCustomer", { id: uuidParam(req, CUSTOMER) }, { principal: principalOf(res) });
    res.json({ data: customerJson(c) });
  });
  router.put("/customers/:id", auth("clientes:escrever"), async (req, res) => {
    const id = uuidParam(req, CUSTOMER);
    const c = await charges.call("UpdateCustomer", { ...toRequest(body(customerBody, req)), id }, { principal: principalOf(res) });
    res.json({ data: customerJson(c) });
  });
  /**
   * Contract 4.7: the charges keep their payer fields (a snapshot); only their customer_id is cleared
   * (> 500 → 409 MUITAS_REFERENCIAS, nothing deleted). Later holders (subscriptions) appear in `desvinculados` as they are added.
   */
  router.delete("/customers/:id", auth("clientes:excluir"), async (req, res) => {
    const r = await charges.call("DeleteCustomer", { id: uuidParam(req, CUSTOMER) }, { principal: principalOf(res) });
    res.json({ data: customerJson(r.customer), ...unlinkedJson(r) });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { customerBody };
