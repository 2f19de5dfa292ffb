import { describe, expect, it } from "vitest";
import { distributionRows } from "./distribution";

describe("distribution rows", () => {
  it("lists five stars first with whole-percent shares", () => {
    expect(distributionRows({ distribution: [1, 0, 1, 3, 7] })).toEqual([
      { stars: 5, count: 7, percent: 58 },
      { stars: 4, count: 3, percent: 25 },
      { stars: 3, count: 1, percent: 8 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 8 },
    ]);
  });

  it("shows empty bars without reviews", () => {
    expect(distributionRows({ distribution: [0, 0, 0, 0, 0] }).map((row) => row.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});
