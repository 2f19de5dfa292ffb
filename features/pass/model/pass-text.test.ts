import { describe, expect, it } from "vitest";
import { koreaTime, passTypeText, validityText } from "./pass-text";

const t = (key: string, options?: Record<string, unknown>) => {
  if (key === "shared.koreaTime") return `${String(options?.time)} KST`;
  return `${key}(${Object.entries(options ?? {})
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(",")})`;
};

describe("passTypeText", () => {
  it("names each kind of pass type", () => {
    expect(passTypeText({ kind: "days", days: 2 }, t)).toBe("types.days(count=2)");
    expect(passTypeText({ kind: "hours", hours: 48 }, t)).toBe("types.hours(count=48)");
    expect(passTypeText({ kind: "uses", uses: 5, days: null }, t)).toBe("types.uses(count=5)");
    expect(passTypeText({ kind: "uses", uses: 5, days: 3 }, t)).toBe("types.usesWithinDays(uses=5,days=3)");
  });
});

describe("koreaTime", () => {
  it("writes a moment in Korea's time whatever the phone's zone, with the zone named", () => {
    // 15:00 UTC is already the next day, at midnight, in Seoul
    expect(koreaTime("2026-05-15T15:00:00Z", "en", t)).toBe("May 16, 2026 at 12:00 AM KST");
    expect(koreaTime("2026-05-16T14:59:59.999Z", "ko", t)).toBe("2026년 5월 16일 23:59 KST");
  });
});

describe("validityText", () => {
  const pass = { valid_until: "2026-05-16T23:59:59.999+09:00", use_by: "2028-05-15T23:59:59.999+09:00" };

  it("gives an active pass's end and an unused pass's last day to start, in Korea time", () => {
    expect(validityText({ ...pass, state: "active" }, "en", t)).toBe(
      "pass.validUntil(time=May 16, 2026 at 11:59 PM KST)",
    );
    expect(validityText({ ...pass, state: "issued", valid_until: null }, "en", t)).toBe(
      "pass.useBy(time=May 15, 2028 at 11:59 PM KST)",
    );
  });

  it("says nothing of an ended pass (its badge and reason do)", () => {
    expect(validityText({ ...pass, state: "expired" }, "en", t)).toBeNull();
    expect(validityText({ ...pass, state: "refunded" }, "en", t)).toBeNull();
  });
});
