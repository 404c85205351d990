import { PERMISSIONS } from "../../../gateway/src/http/permissions";
import { UI_PERMISSIONS } from "./permissions";

describe("the panel's role gating", () => {
  it("matches the gateway's one permission table for every action it gates", () => {
    for (const [action, roles] of Object.entries(UI_PERMISSIONS)) {
      const rule = PERMISSIONS[action as keyof typeof PERMISSIONS];
      expect(rule).toBeDefined();
      expect(rule.holders).not.toBe("team");
      expect([...(rule.holders as Set<string>)].sort()).toEqual([...roles].sort());
    }
  });
});
