import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone } from "./mask";

describe("maskEmail", () => {
  it.each([
    ["hong@example.com", "ho**@example.com"],
    ["ab@example.com", "a*@example.com"],
    ["a@example.com", "a*@example.com"],
    ["ho***@example.com", "ho***@example.com"],
    ["not-an-address", "not-an-address"],
  ])("%s -> %s", (value, masked) => {
    expect(maskEmail(value)).toBe(masked);
  });
});

describe("maskPhone", () => {
  it.each([
    ["01012345678", "010****5678"],
    ["+821012345678", "+821*****5678"],
    ["12345", "***45"],
  ])("%s -> %s", (value, masked) => {
    expect(maskPhone(value)).toBe(masked);
  });
});
