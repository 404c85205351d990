/**
 * The Banco Central's API Pix v2.9.0 (bcb-api-pix-2.9.0.yaml beside this file: a verbatim copy of the
 * public bacen/pix-api release, Apache 2.0) with its known defects patched, the one document both the
 * generated client (api-pix.ts) and the response validator read.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export const SPEC_FILE = join(__dirname, "bcb-api-pix-2.9.0.yaml");

type Json = Record<string, any>;

/**
 * The defects of the file as a test oracle (shared/spec/README.md lists the first two):
 * - 14 `pattern`s written as JavaScript literals with slashes ("/^\\d{11}$/"), which under JSON Schema
 *   match no valid value: the slashes are stripped;
 * - RecNotification.required names `atualizacao"` (a stray quote): read as `atualizacao`;
 * - PixConsultados (GET /pix's answer) requires `cobs`, a property it does not have: its list is `pix`;
 * - CobsConsultadas and CobsVConsultadas (GET /cob, GET /cobv) require of each item an `idCob` that no
 *   schema defines and no example has: dropped from their `required`;
 * - `location` is declared `format: uri`, yet the spec's own examples, and the BR Code that carries it
 *   (field 26-25), write it without a scheme ("pix.example.com/qr/…"): its format is dropped;
 * - DadosRecebedor (CobVGerada's `recebedor`) requires `logradouro`, `cidade`, `uf` and `cep` twice: in
 *   `recebedor`, where they belong, and at its own top level, which CobVGerada takes in by `allOf`, so
 *   every cobv would need them beside `txid` (the spec's own example cobResponse4 has them only in
 *   `recebedor`): the top-level `required` is dropped;
 * - CobVValor's `desconto` is `oneOf` two alternatives, the first of which (`descontoDataFixa`, not
 *   required) matches any object: a per-day discount (`valorPerc`, modalidades 3–6) matches both and so
 *   fails `oneOf`; it is read as `anyOf`;
 * - RecBase (every rec) requires `retentativa`, a property no schema defines (the policy is
 *   `politicaRetentativa`, which RecConfiguracao requires): dropped from its `required`;
 * - DadosPagadorRec (RecCompleta's `pagador`) requires `ispbParticipante` at its own top level, which
 *   RecCompleta takes in by `allOf`, while the property is `pagador`'s (the spec's examples recResponse3
 *   and recResponse6 have it only there, or no `pagador` at all): the top-level `required` is dropped;
 * - RecEncerramento's `encerramento` is `oneOf` {rejeicao} and {cancelamento}, neither required, so any
 *   encerramento matches both and fails `oneOf` (the spec's own example recResponse5 would): read as `anyOf`;
 * - CobRAtualizacao's `encerramento` (a cobr's end) is `oneOf` `cancelamento` and `rejeicao`, neither
 *   required, so each alternative matches any object and a rejection fails `oneOf`: read as `anyOf`.
 * - PixAutomatico's `valor` (a cobr's Pix) is a string (pattern "\\d{1,10}\\.\\d{2}", as Pix's) that must
 *   also match `anyOf` five objects (PixValorOriginal…): no value can be both, so the `anyOf` is dropped.
 */
export function patchSpec(spec: Json): Json {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const o = node as Json;
    if (typeof o.pattern === "string" && /^\/.*\/$/.test(o.pattern)) o.pattern = o.pattern.slice(1, -1);
    if (o.properties?.location?.format === "uri") delete o.properties.location.format;
    Object.values(o).forEach(visit);
  };
  visit(spec);
  const schemas = spec.components.schemas;
  schemas.RecNotification.required = schemas.RecNotification.required.map((r: string) => r.replace(/"$/, ""));
  for (const list of [schemas.CobsConsultadas, schemas.CobsVConsultadas]) {
    const item = list.properties.cobs.items.allOf[1];
    item.required = item.required.filter((r: string) => r !== "idCob");
  }
  delete schemas.DadosRecebedor.required;
  const desconto = schemas.CobVValor.properties.desconto;
  desconto.anyOf = desconto.oneOf;
  delete desconto.oneOf;
  schemas.RecBase.required = schemas.RecBase.required.filter((r: string) => r !== "retentativa");
  delete schemas.DadosPagadorRec.required;
  for (const encerramento of [schemas.RecEncerramento.properties.encerramento, schemas.CobRAtualizacao.properties.encerramento]) {
    encerramento.anyOf = encerramento.oneOf;
    delete encerramento.oneOf;
  }
  delete schemas.PixAutomatico.properties.valor.anyOf;
  schemas.PixConsultados.required = schemas.PixConsultados.required.map((r: string) => (r === "cobs" ? "pix" : r));
  return spec;
}

export function loadSpec(): Json {
  return patchSpec(parse(readFileSync(SPEC_FILE, "utf8")));
}
