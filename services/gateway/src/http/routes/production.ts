import type { Message } from "@pix/grpc";
import { Router } from "express";
import { errors, parseOrThrow, z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { PRODUCTION_FORM, streamMultipartUpload } from "../multipart-upload";
import { reais } from "../reais";
import { body } from "../validate";
import { userJson } from "../views";
import { changeJson, documentJson } from "./production-views";

const text = (max: number) => z.string().max(max);
/** Shapes only; the rules (CNPJ, CPF, CEP, phone, state…) are onboarding's (src/domain/onboarding-answers.ts). */
const onboardingBody = z.strictObject({
  origin: text(200).optional(), responsible_name: text(120), responsible_cpf: text(14), company: text(120), cnpj: text(20),
  company_type: text(20), segment: text(120).optional(), monthly_revenue: reais.optional(), phone: text(20), email: text(254).optional(),
  address: text(200), address_number: text(20), complement: text(100).optional(), province: text(100), postal_code: text(9),
  city: text(100), state: text(2),
});

const answersForm = z.strictObject({ answers: onboardingBody });

/** Uploads get a longer deadline than a unary call: 30 MB over a slow link. */
const UPLOAD_DEADLINE_MS = 10 * 60_000;

/** Going live, the merchant's side: onboarding answers and the production request (contract 3.2). */
export function productionRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const { identity, onboarding } = clients;
  const me = async (principal: ReturnType<typeof principalOf>) => (await identity.call("GetMe", {}, { principal })).user;

  router.post("/auth/onboarding", auth("account:write"), async (req, res) => {
    const { monthly_revenue, ...rest } = body(onboardingBody, req);
    const principal = principalOf(res);
    await onboarding.call("SubmitOnboarding", { ...rest, monthly_revenue_cents: monthly_revenue }, { principal });
    res.json({ data: userJson(await me(principal)) });
  });

  router.post("/production-request", auth("account:write"), async (req, res) => {
    if (!req.is("multipart/form-data")) throw errors.unsupportedMediaType("Envie o corpo como multipart/form-data");
    const principal = principalOf(res);
    const upload = onboarding.clientStream("SubmitProductionRequest", { principal, deadlineMs: UPLOAD_DEADLINE_MS });
    await upload.send({ start: {} });
    await streamMultipartUpload(req, upload, { ...PRODUCTION_FORM, extra: { answers: answersPart } });
    const view = await upload.result;
    res.status(201).json({ data: productionRequestJson(await me(principal), view) });
  });

  router.get("/production-request", auth("conta:ler"), async (_req, res) => {
    const principal = principalOf(res);
    const view = await onboarding.call("GetProductionRequest", {}, { principal });
    res.json({ data: productionRequestJson(await me(principal), view) });
  });
  return router;
}

/** The `answers` field of a change request: the onboarding body as JSON, checked as POST /auth/onboarding checks it. */
function answersPart(value: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw errors.validation("answers", "FORMATO_INVALIDO", "answers: envie os dados da empresa como JSON (o mesmo corpo de POST /auth/onboarding)");
  }
  // Wrapped so each problem is named where it is: `answers.cnpj`, not `cnpj`.
  const { monthly_revenue, ...rest } = parseOrThrow(answersForm, { answers: parsed }).answers;
  return { answers: { ...rest, monthly_revenue_cents: monthly_revenue } };
}

/** The request as the merchant sees it: identity's production fields, onboarding's documents. */
function productionRequestJson(user: Message<"pix.identity.v1.User"> | null, view: Message<"pix.onboarding.v1.ProductionRequestView">) {
  const u = userJson(user);
  return {
    status: u.production_status,
    production_requested_at: u.production_requested_at,
    production_terms_accepted_at: u.production_terms_accepted_at,
    production_reviewed_at: u.production_reviewed_at,
    production_reject_reason: u.production_status === "rejected" ? u.production_reject_reason : null,
    documents: (view.documents ?? []).map(documentJson),
    alteracao: changeJson(view.change),
  };
}

/** The request schemas, for the API document (src/openapi). */
export { onboardingBody };
export { documentJson };
