import { capListing, LISTING_CAP } from "./listing";

describe("listing cap", () => {
  it.each([
    [0, 0, false],
    [LISTING_CAP, LISTING_CAP, false],
    [LISTING_CAP + 1, LISTING_CAP, true],
  ])("%i rows read → %i shown, truncated %s", (read, shown, truncated) => {
    const r = capListing(Array.from({ length: read }, (_, i) => i));
    expect(r).toMatchObject({ truncated, limit: LISTING_CAP });
    expect(r.rows).toHaveLength(shown);
    expect(r.rows[0]).toBe(read ? 0 : undefined);
  });
});
