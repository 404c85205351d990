import { AppError } from "@pix/errors";
import { decodeCursor, encodeCursor } from "./cursor";

const raw = (text: string) => Buffer.from(text).toString("base64url");
const id = "4f0c3c9e-7d0e-4a8a-9d1e-0d6f3b1c2a11";

describe("delivery-log cursor", () => {
  it("round-trips what it encodes", () => {
    const c = { createdAt: new Date("2026-11-21T12:34:56.789Z"), id };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
  });

  it.each([
    ["a non-UUID id", `2026-11-21T12:34:56.789Z|${"-".repeat(36)}`],
    ["an id of 36 hex digits without hyphens", `2026-11-21T12:34:56.789Z|${"a".repeat(36)}`],
    ["a missing id", "2026-11-21T12:34:56.789Z|"],
    ["no separator", "2026-11-21T12:34:56.789Z"],
    ["an extra field", `2026-11-21T12:34:56.789Z|${id}|x`],
    ["year −271821 (the smallest JavaScript date)", `-271821-04-20T00:00:00.000Z|${id}`],
    ["year +275760 (the largest JavaScript date)", `+275760-09-13T00:00:00.000Z|${id}`],
    ["year 0000", `0000-01-01T00:00:00.000Z|${id}`],
    ["a date before 2000", `1999-12-31T23:59:59.999Z|${id}`],
    ["NaN", `NaN|${id}`],
    ["Invalid Date", `Invalid Date|${id}`],
    ["a date without time", `2026-11-21|${id}`],
    ["a local time without zone", `2026-11-21T12:34:56.789|${id}`],
    ["a month 13", `2026-13-01T00:00:00.000Z|${id}`],
    ["an epoch number", `1763726400000|${id}`],
    ["empty text", ""],
    ["binary garbage", "\u0000\u0001|\u0002"],
  ])("refuses %s with a validation error (400)", (_what, content) => {
    let thrown: unknown;
    try {
      decodeCursor(raw(content));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ kind: "validation", message: "Parâmetro de consulta `cursor`: use o next_cursor da página anterior, sem alterá-lo" });
  });
});
