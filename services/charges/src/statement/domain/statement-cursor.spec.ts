import { randomUUID } from "node:crypto";
import { AppError } from "@pix/errors";
import { scopeOfRow } from "@pix/grpc";
import { StatementCursors } from "./statement-cursor";

const cursors = new StatementCursors("x".repeat(32));
const store = scopeOfRow({ storeId: randomUUID(), environment: "test" });
const other = scopeOfRow({ storeId: randomUUID(), environment: "test" });
const live = scopeOfRow({ storeId: store.storeId, environment: "live" });

function refusal(f: () => unknown): AppError {
  try {
    f();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("accepted");
}

describe("statement cursor", () => {
  it("round-trips a row key for the store and environment it was handed to, the largest bigint included", () => {
    for (const seq of [1n, 123n, 9_223_372_036_854_775_807n]) expect(cursors.decode(store, cursors.encode(store, seq))).toBe(seq);
    // Another replica (the same secret) reads it.
    expect(new StatementCursors("x".repeat(32)).decode(store, cursors.encode(store, 42n))).toBe(42n);
  });

  it("is opaque: the key appears in no form, and the same key gives a different cursor each time", () => {
    const a = cursors.encode(store, 1234567n);
    const b = cursors.encode(store, 1234567n);
    expect(a).not.toBe(b);
    const bytes = Buffer.from(a, "base64url");
    expect(bytes.toString("latin1")).not.toContain("1234567");
    const be = Buffer.alloc(8);
    be.writeBigUInt64BE(1234567n);
    expect(bytes.includes(be)).toBe(false);
  });

  it.each([
    ["another store", () => cursors.decode(other, cursors.encode(store, 5n))],
    ["the other environment", () => cursors.decode(live, cursors.encode(store, 5n))],
    ["another secret", () => new StatementCursors("y".repeat(32)).decode(store, cursors.encode(store, 5n))],
    ["one changed character", () => {
      const c = cursors.encode(store, 5n);
      return cursors.decode(store, `${c.slice(0, 20)}${c[20] === "A" ? "B" : "A"}${c.slice(21)}`);
    }],
    ["the old plain shape", () => cursors.decode(store, Buffer.from("s:5").toString("base64url"))],
    ["empty", () => cursors.decode(store, "")],
    ["too long", () => cursors.decode(store, "A".repeat(49))],
    ["not base64url", () => cursors.decode(store, `${"A".repeat(46)}==`)],
    ["48 characters of nothing", () => cursors.decode(store, "A".repeat(48))],
  ])("refuses a cursor of %s with a 400 on the cursor parameter", (_what, decode) => {
    const err = refusal(decode);
    expect(err.kind).toBe("validation");
    expect(err.extra?.erros).toEqual([{ campo: "cursor", local: "consulta", codigo: "FORMATO_INVALIDO", mensagem: expect.stringMatching(/next_cursor da página anterior/) }]);
  });

  it("never seals a key outside a posting id's range", () => {
    expect(() => cursors.encode(store, 0n)).toThrow();
    expect(() => cursors.encode(store, 2n ** 63n)).toThrow();
  });
});
