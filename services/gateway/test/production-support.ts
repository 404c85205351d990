import { createHash } from "node:crypto";

/**
 * Going live's test material: real (tiny) documents and onboarding answers, and the multipart
 * production request as a browser sends it.
 */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
/** A JPEG with its markers; `fill` makes each one's bytes (and hash) its own. */
const jpeg = (fill: number) => Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(32, fill), Buffer.from("ffd9", "hex")]);

export type DocumentPart = { field: string; name: string; bytes: Buffer };

/** The three documents; `tag` varies the proof of address so two sets never share a hash. */
export function documents(tag = 1): DocumentPart[] {
  return [
    { field: "company_document", name: "contrato-social.pdf", bytes: Buffer.concat([PDF, Buffer.from(`% ${tag}\n`)]) },
    { field: "responsible_document", name: "rg.png", bytes: PNG },
    { field: "proof_of_address", name: `conta-${tag}.jpg`, bytes: jpeg(tag) },
  ];
}

export const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

export const ANSWERS = {
  origin: "busca", responsible_name: "Maria Souza", responsible_cpf: "529.982.247-25", company: "Loja da Maria",
  cnpj: "12.ABC.345/01DE-35", company_type: "LIMITED", segment: "varejo", monthly_revenue: 15000, phone: "(11) 98765-4321",
  address: "Avenida Paulista", address_number: "1000", complement: "sala 12", province: "Bela Vista", postal_code: "01310-100",
  city: "São Paulo", state: "SP",
};

/** POST /production-request with `terms_accepted`, the files and any other fields (a change request's `answers`). */
export async function requestProduction(baseUrl: string, token: string, files: DocumentPart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("terms_accepted", "true");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([f.bytes]), f.name);
  const res = await fetch(`${baseUrl}/production-request`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}
