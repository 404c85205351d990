import { badValuesFor, LONG_QUERY, PARAM_VALUES, queries, RAW_NUMBERS, rawBodies } from "./inputs";
import { fillPath, paramsOf, routeKey, type RouteRef } from "./routes";
import type { Shot } from "./send";

export interface Seed {
  /** A valid body of the route: each mutation changes one thing in it. */
  body?: Record<string, unknown>;
  /** Path parameters naming the caller's own resources (URL-encoded), so mutations reach the service. */
  params?: Record<string, string>;
}

export interface Target {
  routes: RouteRef[];
  /** Keyed by `METHOD /path`; a route without a seed gets `{}` and the generic inputs only. */
  seeds: Record<string, Seed>;
  /** Sent with every shot (credential, Accept, the engine's notice token). */
  headers: Record<string, string>;
  /** Another merchant's ids and values, by name: never served to this caller. */
  others: Record<string, string>;
  /** Whether another merchant's id must be refused (false on public pages, where any txid is public). */
  othersAreForeign: boolean;
  /** Label prefix (which credential, which server). */
  as: string;
}

const JSON_HEADERS = { "content-type": "application/json" };
const HAS_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const UNKNOWN_ID = PARAM_VALUES[0][1];

const labelOf = (t: Target, what: string) => (t.as ? `${t.as} ${what}` : what);

function base(t: Target, r: RouteRef) {
  const seed = t.seeds[routeKey(r)] ?? {};
  const path = fillPath(r.path, seed.params ?? {}, UNKNOWN_ID);
  const body = HAS_BODY.has(r.method) ? JSON.stringify(seed.body ?? {}) : undefined;
  return { seed, path, body, headers: body === undefined ? t.headers : { ...t.headers, ...JSON_HEADERS } };
}

/** Marks the shots of routes that answer a 5xx by design (by path), so that status is judged by its shape only. */
export function byDesign(shots: Shot[], statuses: Record<string, number>): Shot[] {
  return shots.map((s) => {
    const status = statuses[s.path.split("?")[0]];
    return status ? { ...s, byDesign: status } : s;
  });
}

/**
 * Every route × bodies that are wrong before any route reads them. `onlyReachingRoutes` keeps the
 * well-formed JSON of wrong shapes: the rest is refused at the edge, before the credential is read,
 * so sending it again with each credential would test nothing new.
 */
export function rawBodyShots(t: Target, onlyReachingRoutes = false): Shot[] {
  return t.routes.flatMap((r) => {
    const { path } = base(t, r);
    return rawBodies().filter((raw) => !onlyReachingRoutes || raw.reachesRoute).map((raw) => ({
      label: labelOf(t, `${routeKey(r)} body: ${raw.label}`), method: r.method, path, headers: { ...t.headers, ...raw.headers }, body: raw.body,
    }));
  });
}

/** Every seeded route × each field of its valid body replaced by each bad value, plus wrong whole shapes. */
export function fieldShots(t: Target): Shot[] {
  return t.routes.flatMap((r) => {
    const { seed, path, headers } = base(t, r);
    if (!seed.body || !HAS_BODY.has(r.method)) return [];
    const shot = (label: string, body: string): Shot => ({ label: labelOf(t, `${routeKey(r)} ${label}`), method: r.method, path, headers, body });
    const shots: Shot[] = [
      shot("body as an array", JSON.stringify([seed.body])),
      shot("body wrapped in an object", JSON.stringify({ data: seed.body })),
      shot("body with an unknown field", JSON.stringify({ ...seed.body, campo_desconhecido: 1 })),
    ];
    for (const [field, valid] of Object.entries(seed.body)) {
      for (const [what, value] of badValuesFor(field, valid, t.others)) shots.push(shot(`${field}=${what}`, JSON.stringify({ ...seed.body, [field]: value })));
      if (typeof valid !== "number") continue;
      for (const token of RAW_NUMBERS) {
        shots.push(shot(`${field}=${token}`, JSON.stringify({ ...seed.body, [field]: "\u0001RAW" }).replace('"\\u0001RAW"', token)));
      }
    }
    return shots;
  });
}

function cartesian(names: string[], choices: [string, string][]): [string, Record<string, string>][] {
  let combos: [string, Record<string, string>][] = [["", {}]];
  for (const name of names) {
    combos = combos.flatMap(([label, values]) =>
      choices.map(([what, v]) => [`${label}${label ? ", " : ""}${name}=${what}`, { ...values, [name]: v }] as [string, Record<string, string>]));
  }
  return combos;
}

/** Every route with parameters × odd values, and × every combination of another merchant's ids. */
export function pathShots(t: Target): Shot[] {
  const foreign: [string, string][] = Object.entries(t.others).map(([what, v]) => [`another merchant's ${what}`, encodeURIComponent(v)]);
  return t.routes.flatMap((r) => {
    const names = paramsOf(r.path);
    if (names.length === 0) return [];
    const { body, headers } = base(t, r);
    const shot = (label: string, values: Record<string, string>, mustRefuse: boolean): Shot =>
      ({ label: labelOf(t, `${r.method} ${label}`), method: r.method, path: fillPath(r.path, values, UNKNOWN_ID), headers, body, mustRefuse });
    return [
      ...PARAM_VALUES.map(([what, v]) => shot(`${r.path} with ${what}`, Object.fromEntries(names.map((n) => [n, v])), false)),
      ...cartesian(names, foreign).map(([label, values]) => shot(`${r.path} with ${label}`, values, t.othersAreForeign)),
    ];
  });
}

/**
 * GET routes × odd query strings; every route × a NUL in the query and a URL past the header limit.
 * Sent without a valid body, so a route that ignores its query fails fast on the body instead.
 */
export function queryShots(t: Target): Shot[] {
  const everywhere = new Set(["NUL value", "20 kB URL"]);
  return t.routes.flatMap((r) => {
    const { path, headers } = base(t, r);
    const body = HAS_BODY.has(r.method) ? "{}" : undefined;
    return [...queries(t.others), ["20 kB URL", LONG_QUERY] as [string, string]]
      .filter(([what]) => r.method === "GET" || everywhere.has(what))
      .map(([what, q]) => ({ label: labelOf(t, `${routeKey(r)} query: ${what}`), method: r.method, path: `${path}?${q}`, headers, body }));
  });
}

/** Every route, with its valid body and own ids, × odd header sets. */
export function headerShots(t: Target, variants: [string, Record<string, string>][]): Shot[] {
  return t.routes.flatMap((r) => {
    const { path, body, headers } = base(t, r);
    return variants.map(([what, extra]) => ({ label: labelOf(t, `${routeKey(r)} header: ${what}`), method: r.method, path, headers: { ...headers, ...extra }, body }));
  });
}

/**
 * Spreads shots over several credentials in turn (a session, an API key): every route is reached
 * with each, and each input is sent once, which keeps the run short.
 */
export function alternate(shots: Shot[], credentials: [string, Record<string, string>][]): Shot[] {
  return shots.map((shot, i) => {
    const [label, headers] = credentials[i % credentials.length];
    return { ...shot, label: `${label} ${shot.label}`, headers: { ...shot.headers, ...headers } };
  });
}
