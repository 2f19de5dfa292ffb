import { PhoneSchema, isValidPassword } from "@contracts/auth";
import { describe, expect, it } from "vitest";
import {
  PHONE_PATTERN,
  VALIDATION_KEYS,
  isMemberType,
  needsCompany,
  onlyMissingAnswers,
  passwordChecks,
  passwordRule,
  phoneRule,
} from "./rules";

const t = (key: string) => key;

describe("password rule (spec point 5: 8 to 25 characters, upper and lower case and digits)", () => {
  it.each([
    ["Travel2026", true],
    ["Abcdefg1", true],
    ["Abcdef1", false],
    ["A1" + "b".repeat(23), true],
    ["A1" + "b".repeat(24), false],
    ["travel2026", false],
    ["TRAVEL2026", false],
    ["TravelTravel", false],
  ])("%s -> %s", (value, valid) => {
    expect(passwordRule(t).safeParse(value).success).toBe(valid);
    expect(isValidPassword(value)).toBe(valid);
  });

  it("says 'required' for an empty value and the rule otherwise", () => {
    expect(passwordRule(t).safeParse("").error?.issues[0]?.message).toBe(VALIDATION_KEYS.required);
    expect(passwordRule(t).safeParse("short").error?.issues[0]?.message).toBe(VALIDATION_KEYS.password);
  });

  it("lists which parts of the rule a value meets", () => {
    expect(passwordChecks("abc")).toEqual({ length: false, lower: true, upper: false, digit: false });
    expect(passwordChecks("Travel2026")).toEqual({ length: true, lower: true, upper: true, digit: true });
  });
});

describe("mobile number rule", () => {
  it.each(["01012345678", "+821012345678", "010-1234-5678", "010 1234 5678", "0101234", "abc"])(
    "agrees with the contract for %s",
    (value) => {
      expect(PHONE_PATTERN.test(value)).toBe(PhoneSchema.safeParse(value).success);
    },
  );

  it("asks for digits without hyphens", () => {
    expect(phoneRule(t).safeParse("010-1234-5678").error?.issues[0]?.message).toBe(VALIDATION_KEYS.phone);
    expect(phoneRule(t).safeParse("").error?.issues[0]?.message).toBe(VALIDATION_KEYS.required);
  });
});

describe("member types", () => {
  it("asks buyers and sellers for their company, not general members or visitors", () => {
    expect(needsCompany("buyer")).toBe(true);
    expect(needsCompany("seller_domestic")).toBe(true);
    expect(needsCompany("seller_overseas")).toBe(true);
    expect(needsCompany("general")).toBe(false);
    expect(needsCompany("visitor")).toBe(false);
  });
});

describe("isMemberType", () => {
  it("knows the contract's types and nothing else", () => {
    expect(isMemberType("seller_overseas")).toBe(true);
    expect(isMemberType("general")).toBe(true);
    expect(isMemberType("admin")).toBe(false);
    expect(isMemberType(undefined)).toBe(false);
  });
});

describe("onlyMissingAnswers", () => {
  it("is true only when every message is a missing answer or consent", () => {
    expect(onlyMissingAnswers([VALIDATION_KEYS.required, VALIDATION_KEYS.terms], t)).toBe(true);
    expect(onlyMissingAnswers([VALIDATION_KEYS.required, VALIDATION_KEYS.email], t)).toBe(false);
    expect(onlyMissingAnswers([], t)).toBe(false);
  });
});
