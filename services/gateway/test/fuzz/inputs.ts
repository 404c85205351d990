import { gzipSync } from "node:zlib";

/**
 * Fixed, hand-picked bad inputs (no randomness: a failure names its input and reproduces). Each
 * list is a class of input that once reached a database, a parser or a recursion and gave a 500.
 */

const JSON_TYPE = "application/json";

/** A value nested `depth` levels deep: `{"a":{"a":…}}`. */
export function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const TEXT_ATTACKS: [string, unknown][] = [
  ["NUL", "\u0000"],
  ["NUL inside", "ab\u0000cd"],
  ["lone surrogate", "a\ud800"],
  ["70 kB string", "x".repeat(70_000)],
  ["emoji, RTL mark, markup, SQL", "ação 🚀 \u202e <script>' OR 1=1 --"],
];
const WRONG_TYPES: [string, unknown][] = [
  ["null", null],
  ["array", ["a"]],
  ["object", { a: "b" }],
  ["deep value", nested(300)],
];

/**
 * Values put, one at a time, in place of one field of a valid body, chosen by the type of the
 * field's valid value (a text field gets text attacks and other types; a number, huge numbers…).
 */
export function badValuesFor(field: string, valid: unknown, others: Record<string, string>): [string, unknown][] {
  if (typeof valid === "number") {
    return [["1e308", 1e308], ["2^63", 2 ** 63], ["negative", -1], ["fraction", 1.005], ["text", "10.00"], ["NUL", "\u0000"], ["true", true], ...WRONG_TYPES];
  }
  if (typeof valid === "boolean") return [["text", "true"], ["number", 1], ["NUL", "\u0000"], ...WRONG_TYPES];
  if (typeof valid !== "string") return [["NUL", "\u0000"], ["number", 1], ["empty array", []], ...WRONG_TYPES];
  const values: [string, unknown][] = [...TEXT_ATTACKS, ["empty", ""], ["number", 12345], ["true", true], ...WRONG_TYPES];
  if (/\d{4}-\d{2}-\d{2}T/.test(valid)) {
    values.push(
      ["year 275760", "275760-09-13T00:00:00.000Z"], ["year -271821", "-271821-04-20T00:00:00.000Z"], ["year 0", "0000-01-01T00:00:00Z"],
      ["30 February", "2026-02-30T00:00:00Z"], ["offset +25:00", "2030-01-01T00:00:00+25:00"],
    );
  }
  if (/id$|slug/i.test(field)) values.push(...Object.entries(others).map(([what, v]) => [`another merchant's ${what}`, v] as [string, unknown]));
  return values;
}

/** Number tokens JSON.stringify cannot write, spliced into a body as raw text. */
export const RAW_NUMBERS = ["1e309", "123456789012345678901234567890123456789", "-0", "5.0000000000000000001"];

export interface RawBody {
  label: string;
  headers: Record<string, string>;
  body: string | Buffer;
  /** Well-formed JSON of the wrong shape: passes the server's edge and reaches the route (and its credential check). */
  reachesRoute?: boolean;
}

const json = (label: string, body: string | Buffer, headers: Record<string, string> = {}): RawBody =>
  ({ label, headers: { "content-type": JSON_TYPE, ...headers }, body });

/** Bodies that are wrong before any route looks at them: syntax, framing, encodings, size, depth. */
export function rawBodies(): RawBody[] {
  return [
    json("truncated JSON", '{"a":'),
    json("trailing comma", '{"a":1,}'),
    json("single quotes", "{'a':1}"),
    json("bare word", "nul"),
    json("bad escape", '{"a":"\\x41"}'),
    json("escaped NUL at top level", '"\\u0000"'),
    json("NUL in a key", '{"\\u0000":1}'),
    json("NUL deep in an array", '{"a":[{"b":["ok","\\u0000"]}]}'),
    json("lone surrogate escape", '{"a":"\\ud800"}'),
    json("raw NUL byte inside a string", Buffer.from('{"a":"x\u0000y"}')),
    json("invalid UTF-8 bytes", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d])),
    { ...json("a number", "123"), reachesRoute: true },
    { ...json("a string", '"texto"'), reachesRoute: true },
    { ...json("null", "null"), reachesRoute: true },
    { ...json("true", "true"), reachesRoute: true },
    { ...json("an empty array", "[]"), reachesRoute: true },
    { ...json("an array of objects", '[{"a":1}]'), reachesRoute: true },
    json("deep objects", `${'{"a":'.repeat(15_000)}1${"}".repeat(15_000)}`),
    json("deep arrays", `${"[".repeat(45_000)}${"]".repeat(45_000)}`),
    json("150 kB body", JSON.stringify({ a: "x".repeat(150_000) })),
    json("gzip that is not gzip", "{}", { "content-encoding": "gzip" }),
    json("deflate that is not deflate", "{}", { "content-encoding": "deflate" }),
    json("br that is not br", "{}", { "content-encoding": "br" }),
    json("zstd that is not zstd", "{}", { "content-encoding": "zstd" }),
    json("unknown content-encoding", "{}", { "content-encoding": "xyz" }),
    json("two content-encodings", "{}", { "content-encoding": "gzip, deflate" }),
    json("gzip of broken JSON", gzipSync('{"a":'), { "content-encoding": "gzip" }),
    json("gzip of NUL", gzipSync('{"a":"\\u0000"}'), { "content-encoding": "gzip" }),
    json("gzip bomb (10 MB of blanks)", gzipSync(" ".repeat(10_000_000)), { "content-encoding": "gzip" }),
    json("truncated gzip", gzipSync('{"a":1}').subarray(0, 12), { "content-encoding": "gzip" }),
    { label: "unknown charset", headers: { "content-type": `${JSON_TYPE}; charset=xyz` }, body: "{}" },
    { label: "latin1 charset", headers: { "content-type": `${JSON_TYPE}; charset=latin1` }, body: "{}" },
    { label: "utf-16 charset on UTF-8 bytes", headers: { "content-type": `${JSON_TYPE}; charset=utf-16` }, body: '{"a":1}' },
    { label: "malformed content-type", headers: { "content-type": "application/json; charset" }, body: "{}" },
    { label: "text/plain", headers: { "content-type": "text/plain" }, body: "{}" },
    { label: "form with NUL", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=%00&b=1" },
    { label: "multipart", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\n\r\n--x--" },
    { label: "no content-type", headers: {}, body: '{"a":1}' },
  ];
}

/** Query strings tried on every route (strict query schemas refuse what they do not know). */
export function queries(others: Record<string, string>): [string, string][] {
  const cursor = (text: string) => Buffer.from(text).toString("base64url");
  return [
    ["NUL value", "status=%00&txid=%00&cursor=%00&limit=%00"],
    ["NUL key", "%00=1"],
    ["encoded surrogate", "txid=%ED%A0%80&status=%ED%A0%80"],
    ["malformed escape", "txid=%E0%A4%A&status=%"],
    ["repeated key", "txid=a&txid=b&status=paid&status=pending"],
    ["bracket object", "txid[a]=1&status[b][c]=2"],
    ["huge limit", "limit=1e309"],
    ["negative limit", "limit=-1"],
    ["long digits", "limit=99999999999999999999999999"],
    ["garbage cursor", "cursor=%%%not-base64"],
    ["cursor of a year out of range", `cursor=${cursor("-271821-04-20T00:00:00.000Z|0123456789abcdef0123456789abcdef0123")}`],
    ["cursor of a non-UUID id", `cursor=${cursor("2026-01-01T00:00:00.000Z|------------------------------------")}`],
    ["cursor with NUL", `cursor=${cursor("2026-01-01T00:00:00.000Z|\u0000")}`],
    ["long value", `txid=${"x".repeat(6000)}&cursor=${"y".repeat(1000)}`],
    ...Object.entries(others).map(([what, v]) => [`another merchant's ${what}`, `txid=${encodeURIComponent(v)}`] as [string, string]),
  ];
}

/** Headers the API reads besides the body: the store selector, the idempotency key, the credential. */
export function headerVariants(others: Record<string, string>): [string, Record<string, string>][] {
  return [
    ["x-store not a UUID", { "x-store": "nao-e-um-id" }],
    ["x-store of another merchant", { "x-store": others["user id"] ?? "00000000-0000-4000-8000-000000000000" }],
    ["Idempotency-Key of 300 characters", { "idempotency-key": "k".repeat(300) }],
    ["Idempotency-Key with Latin-1 bytes", { "idempotency-key": "chave-\u00ff\u00fe" }],
    ["Idempotency-Key empty", { "idempotency-key": "" }],
    ["an unknown Accept", { accept: "application/xml;q=abc" }],
  ];
}

/** Credentials that are not one: each must be a 401 with the string error (or refused earlier). */
export const BAD_CREDENTIALS: [string, Record<string, string>][] = [
  ["a malformed bearer", { authorization: "Bearer a.b.c" }],
  ["a bearer past 4096 characters", { authorization: `Bearer ${"a".repeat(5000)}` }],
  ["an API key of the right form that does not exist", { authorization: `Bearer service_test_${"0".repeat(40)}` }],
  ["Basic credentials", { authorization: "Basic YTpi" }],
];

/** Path parameter values, URL-encoded as sent. */
export const PARAM_VALUES: [string, string][] = [
  ["unknown UUID", "00000000-0000-4000-8000-000000000000"],
  ["not a UUID", "nao-e-um-id"],
  ["NUL", "%00"],
  ["NUL inside", "a%00b"],
  ["encoded surrogate", "%ED%A0%80"],
  ["malformed escape", "%E0%A4%A"],
  ["invalid UTF-8", "%FF%FE"],
  ["dot segments", "..%2F..%2Fadmin"],
  ["4000 characters", "x".repeat(4000)],
  ["-1", "-1"],
  ["1e309", "1e309"],
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
];

/** A URL past Node's 16 KiB header limit: 431 from the HTTP parser, before express. */
export const LONG_QUERY = `q=${"a".repeat(20_000)}`;
