import type { PassScanAnswer } from "@contracts/passes";
import { PASS_MESSAGES } from "@contracts/pass-rules";
import { describe, expect, it } from "vitest";
import { PASS_TONES, RESULT_TONES, answerLines, entryTone, messageKeyOf, notAPass } from "./answer";

const AT = new Date("2026-05-15T01:00:00.000Z");

const answer = (extra: Partial<PassScanAnswer>): PassScanAnswer => ({
  ...notAPass("nonce-0001", 3, AT),
  pass: { code: "SP-000101", holder: "Emma Clarke", type_name: "Seoul Pass", state: "active" },
  ...extra,
});

describe("notAPass", () => {
  it("answers invalid on the device, in the server's shape, with no pass behind it", () => {
    const local = notAPass("nonce-0001", 3, AT);
    expect(local).toMatchObject({ result: "invalid", message_key: "invalid", venue_id: 3, pass: null });
    expect(local.message).toBe(PASS_MESSAGES.invalid);
    expect(local.scanned_at).toBe(AT.toISOString());
  });
});

describe("messageKeyOf", () => {
  it("takes the server's key when it is one of the rules' messages", () => {
    expect(messageKeyOf({ result: "invalid", message_key: "refunded", activates: false })).toBe("refunded");
    expect(messageKeyOf({ result: "valid", message_key: "activated", activates: true })).toBe("activated");
  });

  it("falls back to the result's words for a key it does not know", () => {
    expect(messageKeyOf({ result: "valid", message_key: "somethingNew", activates: true })).toBe("activated");
    expect(messageKeyOf({ result: "valid", message_key: "", activates: false })).toBe("valid");
    expect(messageKeyOf({ result: "already_used", message_key: "x", activates: false })).toBe("alreadyUsed");
    expect(messageKeyOf({ result: "no_uses_left", message_key: "x", activates: false })).toBe("noUsesLeft");
    expect(messageKeyOf({ result: "expired", message_key: "x", activates: false })).toBe("expired");
    expect(messageKeyOf({ result: "not_yet_valid", message_key: "x", activates: false })).toBe("notYetValid");
    expect(messageKeyOf({ result: "invalid", message_key: "x", activates: false })).toBe("invalid");
    // an inherited property of an object is no message key
    expect(messageKeyOf({ result: "invalid", message_key: "toString", activates: false })).toBe("invalid");
  });
});

describe("answerLines", () => {
  it("tells what a valid pass gives here, its uses left and until when", () => {
    expect(
      answerLines(
        answer({
          result: "valid",
          benefit: { kind: "discount", percent: 20 },
          uses_left: 0,
          valid_until: "2028-05-02T14:59:59.999Z",
        }),
      ),
    ).toEqual([
      { kind: "benefit", key: "discount", percent: 20 },
      { kind: "usesLeft", count: 0 },
      { kind: "validUntil", at: "2028-05-02T14:59:59.999Z" },
    ]);
  });

  it("says nothing of uses for a pass counted in time", () => {
    expect(
      answerLines(
        answer({ result: "valid", benefit: { kind: "free_entry" }, valid_until: "2026-05-17T14:59:59.999Z" }),
      ),
    ).toEqual([
      { kind: "benefit", key: "freeEntry", percent: null },
      { kind: "validUntil", at: "2026-05-17T14:59:59.999Z" },
    ]);
  });

  it("gives the first visit of a pass used here and the first day of one not valid yet", () => {
    expect(answerLines(answer({ result: "already_used", first_used_at: "2026-05-15T00:40:00.000Z" }))).toEqual([
      { kind: "firstVisit", at: "2026-05-15T00:40:00.000Z" },
    ]);
    expect(answerLines(answer({ result: "not_yet_valid", valid_from: "2026-06-01" }))).toEqual([
      { kind: "validFrom", day: "2026-06-01" },
    ]);
  });

  it("adds nothing to a refusal that needs no more words", () => {
    for (const result of ["no_uses_left", "expired", "invalid"] as const)
      expect(answerLines(answer({ result, benefit: { kind: "free_entry" }, uses_left: 1 }))).toEqual([]);
  });
});

describe("colours and sounds", () => {
  it("lets in green, shows a pass seen here amber and refuses the rest red", () => {
    expect(RESULT_TONES).toEqual({
      valid: "accept",
      already_used: "caution",
      no_uses_left: "refuse",
      expired: "refuse",
      not_yet_valid: "refuse",
      invalid: "refuse",
    });
  });

  it("colours an entry by where it stands", () => {
    const valid = answer({ result: "valid" });
    expect(entryTone({ state: "checking", answer: null })).toBe("idle");
    expect(entryTone({ state: "unchecked", answer: null })).toBe("caution");
    expect(entryTone({ state: "failed", answer: null })).toBe("refuse");
    expect(entryTone({ state: "answered", answer: valid })).toBe("accept");
    expect(entryTone({ state: "answered", answer: answer({ result: "expired" }) })).toBe("refuse");
  });

  it("sounds a pass it could not check unlike a pass let in or refused", () => {
    expect(PASS_TONES.unchecked).not.toEqual(PASS_TONES.valid);
    expect(PASS_TONES.unchecked).not.toEqual(PASS_TONES.invalid);
    expect(PASS_TONES.valid).not.toEqual(PASS_TONES.expired);
  });
});
