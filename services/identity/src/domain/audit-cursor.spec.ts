import { isAppError } from "@pix/errors";
import { decodeAuditCursor, encodeAuditCursor } from "./audit-cursor";

describe("audit cursor", () => {
  it("round-trips the last entry's time and id", () => {
    const c = { createdAt: new Date("2026-11-22T10:00:00.123Z"), id: "3f1c2f8e-6b0a-4d57-9f3a-1c2d3e4f5a6b" };
    expect(decodeAuditCursor(encodeAuditCursor(c))).toEqual(c);
  });

  it.each(["", "nope!", Buffer.from("{}").toString("base64url"), Buffer.from('{"t":"x","i":"y"}').toString("base64url"), "a".repeat(300)])(
    "refuses a cursor it did not hand out (%s)",
    (raw) => {
      let err: unknown;
      try { decodeAuditCursor(raw); } catch (e) { err = e; }
      expect(isAppError(err) && err.kind).toBe("validation");
    },
  );
});
