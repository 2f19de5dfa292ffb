import { describe, expect, it } from "vitest";
import { fields, guard, isRecord } from "./parser";

describe("start-up guards", () => {
  const profile = guard(fields({ id: "integer", name: "string", email: "string?" }));

  it("accepts an object with the fields it names, extra fields included", () => {
    expect(profile.safeParse({ id: 3, name: "Kim", email: null, extra: true })).toEqual({
      success: true,
      data: { id: 3, name: "Kim", email: null, extra: true },
    });
  });

  it("refuses a missing field, a wrong kind, a fraction for an integer and a non-object", () => {
    expect(profile.safeParse({ id: 3, email: "a@b.c" }).success).toBe(false);
    expect(profile.safeParse({ id: "3", name: "Kim", email: null }).success).toBe(false);
    expect(profile.safeParse({ id: 3.5, name: "Kim", email: null }).success).toBe(false);
    expect(profile.safeParse([{ id: 3, name: "Kim", email: null }]).success).toBe(false);
    expect(profile.safeParse(null).success).toBe(false);
  });

  it("tells records from arrays and null", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(fields({ rate: "number" })({ rate: Number.NaN })).toBe(false);
  });
});
