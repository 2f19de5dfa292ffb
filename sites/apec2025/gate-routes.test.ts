import { areaForPath, signInPathFor } from "@lib/session/areas";
import { describe, expect, it } from "vitest";
import { GATE_PATH } from "./gate-routes";

describe("the gate's address", () => {
  it("is the operators' page, signed in at the operators' sign-in; a ticket's page below it stays a guest's", () => {
    expect(GATE_PATH).toBe("/apec2025/qrcode");
    expect(areaForPath("/apec2025/qrcode")).toBe("admin");
    expect(areaForPath("/apec2025/qrcode/")).toBe("admin");
    expect(signInPathFor("admin", "/apec2025/qrcode")).toBe("/seouleduadmin/signin");
    expect(areaForPath("/apec2025/qrcode/T1.12.1.abcdef")).toBe("member");
    expect(areaForPath("/apec2025/list")).toBe("member");
  });
});
