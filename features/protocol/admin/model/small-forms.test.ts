import { describe, expect, it } from "vitest";
import { delegateIssues, linkState, shareLinkBody, shareLinkIssues, vehicleBody, vehicleIssues } from "./small-forms";

const t = (key: string) => key;
const now = new Date("2026-12-01T00:00:00Z");

describe("the operators' small forms", () => {
  it("sends a vehicle's driver id as a number or none", () => {
    expect(vehicleBody({ label: "Car 1", plate: "12가 3456", driver_account_id: "" }).driver_account_id).toBeNull();
    expect(vehicleBody({ label: "Car 1", plate: "12가 3456", driver_account_id: " 7 " }).driver_account_id).toBe(7);
    expect(vehicleIssues({ label: "", plate: "x", driver_account_id: "abc" }, t)[0]?.field).toBe("driver_account_id");
    expect(vehicleIssues({ label: "", plate: "x", driver_account_id: "" }, t)[0]).toEqual({
      field: "label",
      message: "protocol-tour:messages.labelRequired",
    });
  });

  it("asks a person's name and a real e-mail", () => {
    const fields = delegateIssues({ name: "", title: "", email: "nope", coordinator: false }, t).map((i) => i.field);
    expect(fields).toEqual(["name", "email"]);
  });

  it("makes a link's expiry from hours or a Korea-time moment", () => {
    expect(shareLinkBody({ label: "", expiry: "6", custom: "" }, now).expires_at).toBe("2026-12-01T06:00:00.000Z");
    expect(shareLinkBody({ label: "", expiry: "custom", custom: "2026-12-01T12:00" }, now).expires_at).toBe(
      "2026-12-01T12:00:00+09:00",
    );
    expect(shareLinkIssues({ label: "", expiry: "custom", custom: "2026-12-01T08:00" }, now, t)).toEqual([
      { field: "custom", message: "protocol-tour:tracking.expiresInPast" },
    ]);
    expect(shareLinkIssues({ label: "", expiry: "custom", custom: "2027-01-01T08:00" }, now, t)[0]?.message).toBe(
      "protocol-tour:tracking.expiresTooLate",
    );
  });

  it("tells a live link from an expired or withdrawn one", () => {
    expect(linkState({ expires_at: "2026-12-01T01:00:00Z", revoked_at: null }, now)).toBe("live");
    expect(linkState({ expires_at: "2026-11-30T23:00:00Z", revoked_at: null }, now)).toBe("expired");
    expect(linkState({ expires_at: "2026-12-01T01:00:00Z", revoked_at: "2026-11-30T22:00:00Z" }, now)).toBe(
      "withdrawn",
    );
  });
});
