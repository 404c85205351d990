import { pastTerm, subscriptionEndedData, termOver } from "./fixed-term";

describe("fixed term (end_date)", () => {
  const base = { endDate: "2027-06-30", status: "active", nextBillingAt: new Date("2027-07-10T13:00:00Z"), liveCycle: false };

  it("pastTerm compares the period's Brasília date with the term's last day", () => {
    expect(pastTerm("2027-06-30", new Date("2027-07-01T02:59:59Z"))).toBe(false); // still June 30 in Brasília
    expect(pastTerm("2027-06-30", new Date("2027-07-01T03:00:00Z"))).toBe(true);
    expect(pastTerm(null, new Date("2099-01-01T00:00:00Z"))).toBe(false);
  });

  it("ends once the last day is over in Brasília, the next period is after the term and no cycle is live", () => {
    expect(termOver({ ...base, asOf: new Date("2027-07-01T02:59:59Z") })).toBe(false); // June 30, 23:59 in Brasília
    expect(termOver({ ...base, asOf: new Date("2027-07-01T03:00:00Z") })).toBe(true);
    expect(termOver({ ...base, asOf: new Date("2027-07-05T12:00:00Z"), liveCycle: true })).toBe(false); // a debit or its retries still run
  });

  it("waits while a period inside the term is still to be billed; a paused one ends anyway; nothing without a term or once canceled", () => {
    const asOf = new Date("2027-07-02T12:00:00Z");
    expect(termOver({ ...base, asOf, nextBillingAt: new Date("2027-06-30T13:00:00Z") })).toBe(false);
    expect(termOver({ ...base, asOf, status: "paused", nextBillingAt: new Date("2027-06-30T13:00:00Z") })).toBe(true);
    expect(termOver({ ...base, asOf, endDate: null })).toBe(false);
    expect(termOver({ ...base, asOf, status: "canceled" })).toBe(false);
  });

  it("subscription.ended's data names the reason, the term, the last period and the authorization", () => {
    expect(subscriptionEndedData({
      subscriptionId: "s1", method: "pix", endDate: "2027-06-30", endedAt: new Date("2027-07-02T12:00:00Z"),
      lastPeriodAt: new Date("2027-06-10T13:00:00Z"), authorization: null,
    })).toEqual({
      subscription_id: "s1", method: "pix", status: "canceled", reason: "end_date", end_date: "2027-06-30",
      last_period_at: "2027-06-10T13:00:00.000Z", authorization: null, ended_at: "2027-07-02T12:00:00.000Z",
    });
  });
});
