import { describe, expect, it } from "vitest";
import { sideLabel } from "./side-label";

const t = (key: string) => key;

describe("sideLabel", () => {
  it("names a buyer by its role and a seller by where it is", () => {
    expect(sideLabel({ role: "buyer", origin: "overseas" }, t)).toBe("roles.buyer");
    expect(sideLabel({ role: "seller", origin: "domestic" }, t)).toBe("accountTypes.seller_domestic");
    expect(sideLabel({ role: "seller", origin: "overseas" }, t)).toBe("accountTypes.seller_overseas");
  });
});
