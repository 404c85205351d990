import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { Client } from "pg";
import { getDMMF } from "@prisma/internals";

type Model = Awaited<ReturnType<typeof getDMMF>>["datamodel"]["models"][number];
type Field = Model["fields"][number];

/** Column types PostgreSQL reports for each Prisma scalar (and native type where it changes it). */
function expectedType(field: Field): string {
  const native = field.nativeType?.[0];
  if (native === "Uuid") return "uuid";
  if (native === "Timestamptz") return "timestamp with time zone";
  if (native === "VarChar") return "character varying";
  const byType: Record<string, string> = {
    String: "text", Int: "integer", BigInt: "bigint", Boolean: "boolean", DateTime: "timestamp without time zone",
    Json: "jsonb", Decimal: "numeric", Float: "double precision", Bytes: "bytea",
  };
  return field.kind === "enum" ? "USER-DEFINED" : byType[field.type] ?? field.type;
}

const column = (f: Field) => f.dbName ?? f.name;
const table = (m: Model) => m.dbName ?? m.name;

/** Compares the migrated database with schema.prisma: every table, column, type and nullability. */
export async function structuralDrift(databaseUrl: string, schemaPath: string): Promise<string[]> {
  const { datamodel } = await getDMMF({ datamodel: readFileSync(schemaPath, "utf8") });
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    for (const model of datamodel.models) {
      const cols = await client.query(
        "SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
        [table(model)],
      );
      if (cols.rowCount === 0) { problems.push(`${model.name}: table ${table(model)} missing`); continue; }
      const byName = new Map(cols.rows.map((r) => [r.column_name as string, r]));
      const scalars = model.fields.filter((f) => f.kind !== "object");
      for (const f of scalars) {
        const c = byName.get(column(f));
        if (!c) { problems.push(`${model.name}.${f.name}: column ${column(f)} missing`); continue; }
        const wanted = f.isList ? "ARRAY" : expectedType(f);
        if (c.data_type !== wanted) problems.push(`${model.name}.${f.name}: type ${c.data_type}, schema wants ${wanted}`);
        // Prisma creates scalar lists as nullable arrays whatever the schema says: only scalars are compared.
        if (!f.isList && (c.is_nullable === "NO") !== f.isRequired) problems.push(`${model.name}.${f.name}: nullable=${c.is_nullable}, schema required=${f.isRequired}`);
      }
      const known = new Set(scalars.map(column));
      for (const c of cols.rows) if (!known.has(c.column_name)) problems.push(`${model.name}: column ${c.column_name} not in schema.prisma`);
    }
  } finally {
    await client.end();
  }
  return problems;
}

/**
 * The first allowed value of each text column a CHECK constraint limits to a list
 * (`col IN ('a', 'b')`, which PostgreSQL keeps as `col = ANY (ARRAY['a'::text, …])`), or to a
 * `YYYY-MM-DD` date pattern, keyed `table.column`: a sample row must use one of them.
 */
export async function checkedValues(databaseUrl: string): Promise<Map<string, string>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS def
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'c' AND n.nspname = 'public'`,
    );
    const allowed = new Map<string, string>();
    for (const r of rows) {
      const m = /\(*"?(\w+)"?\)* = ANY \(+ARRAY\['([^']*)'/.exec(r.def);
      if (m) allowed.set(`${String(r.tbl).replace(/"/g, "")}.${m[1]}`, m[2]);
      // A calendar date kept as text (`col ~ '^\d{4}-\d{2}-\d{2}$'`): a date.
      const date = /\(*"?(\w+)"? ~ '\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$'/.exec(r.def);
      if (date) allowed.set(`${String(r.tbl).replace(/"/g, "")}.${date[1]}`, "2026-11-21");
    }
    return allowed;
  } finally {
    await client.end();
  }
}

/** A value of the field's type that survives a round trip exactly. */
function sampleValue(field: Field, enums: Map<string, string[]>): unknown {
  if (field.kind === "enum") return enums.get(field.type)![0];
  const suffix = randomUUID().slice(0, 8);
  switch (field.type) {
    case "String": return field.nativeType?.[0] === "Uuid" ? randomUUID() : `${field.name}-${suffix}`;
    case "Int": return 7;
    case "BigInt": return BigInt(7);
    case "Boolean": return !(field.default ?? false);
    case "DateTime": return new Date(Date.UTC(2026, 10, 21, 12, 34, 56, 789));
    case "Json": return { sample: suffix, nested: [1, "two"] };
    case "Decimal": return "12.34";
    case "Float": return 1.5;
    case "Bytes": return new Uint8Array([1, 2, 3]);
    default: throw new Error(`no sample for ${field.type}`);
  }
}

function normalise(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "bigint") return v.toString();
  if (v && typeof v === "object" && "toFixed" in v) return String(v); // Prisma Decimal
  if (v instanceof Uint8Array) return Buffer.from(v).toString("hex");
  return v;
}

/**
 * Writes one row of every model (parents first, every scalar field set, foreign keys pointing at
 * the parents) through the generated client and reads it back: a migration that drifts from
 * schema.prisma fails here even where the structural check cannot see it.
 */
/** The model delegates of a generated Prisma client, as far as the round trip uses them (`prisma.<model>`). */
type ModelDelegate = {
  create(args: { data: Record<string, unknown> }): Promise<unknown>;
  findFirst(args: { where: Record<string, unknown> }): Promise<Record<string, unknown> | null>;
};

export async function roundTripEveryModel(prisma: object, schemaPath: string, allowed: ReadonlyMap<string, string> = new Map()): Promise<string[]> {
  const { datamodel } = await getDMMF({ datamodel: readFileSync(schemaPath, "utf8") });
  const enums = new Map(datamodel.enums.map((e) => [e.name, e.values.map((v) => v.name)]));
  const created = new Map<string, Record<string, unknown>>();
  const problems: string[] = [];
  const pending = [...datamodel.models];
  while (pending.length) {
    const index = pending.findIndex((m) => m.fields.every((f) => !f.relationFromFields?.length || created.has(f.type) || f.type === m.name));
    if (index < 0) throw new Error(`relation cycle among ${pending.map((m) => m.name).join(", ")}`);
    const [model] = pending.splice(index, 1);
    const data: Record<string, unknown> = {};
    for (const f of model.fields) {
      if (f.kind === "object") continue;
      const value = allowed.get(`${table(model)}.${column(f)}`) ?? sampleValue(f, enums);
      data[f.name] = f.isList ? [value] : value;
    }
    for (const rel of model.fields.filter((f) => f.relationFromFields?.length && f.type !== model.name)) {
      rel.relationFromFields!.forEach((from, i) => { data[from] = created.get(rel.type)![rel.relationToFields![i]]; });
    }
    const delegate = (prisma as Record<string, ModelDelegate>)[model.name[0].toLowerCase() + model.name.slice(1)];
    await delegate.create({ data });
    const idFields = model.primaryKey?.fields ?? model.fields.filter((f) => f.isId).map((f) => f.name);
    const row = await delegate.findFirst({ where: Object.fromEntries(idFields.map((k) => [k, data[k]])) });
    for (const [k, v] of Object.entries(data)) {
      if (!isDeepStrictEqual(normalise(row?.[k]), normalise(v))) {
        problems.push(`${model.name}.${k}: wrote ${JSON.stringify(normalise(v))}, read ${JSON.stringify(normalise(row?.[k]))}`);
      }
    }
    created.set(model.name, data);
  }
  return problems;
}
