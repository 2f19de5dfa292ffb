import { describe, expect, it } from "vitest";
import {
  type EmailCheckEvent,
  type EmailCheckState,
  canSendCode,
  canVerify,
  emailCheckReducer,
  initialEmailCheck,
  isDuplicateChecked,
  isVerified,
} from "./email-check";

const email = "minji@example.com";

function run(events: EmailCheckEvent[], from: EmailCheckState = initialEmailCheck): EmailCheckState {
  return events.reduce(emailCheckReducer, from);
}

/** A free address whose code has been sent and is being checked. */
const codeInCheck: EmailCheckEvent[] = [
  { type: "emailChanged", email },
  { type: "checkStarted", email },
  { type: "checkAnswered", email, available: true },
  { type: "sendStarted", email },
  { type: "sendAnswered", email, expiresInSeconds: 600 },
  { type: "verifyStarted", email },
];

const verified = run([...codeInCheck, { type: "verifyAnswered", email }]);

describe("email check", () => {
  it("goes check -> send code -> verify", () => {
    expect(verified).toMatchObject({
      email,
      duplicate: "available",
      verification: "verified",
      codeLifetimeSeconds: 600,
    });
    expect(isDuplicateChecked(verified)).toBe(true);
    expect(isVerified(verified)).toBe(true);
  });

  it("starts over when the address changes: the check and the code belong to the old one", () => {
    const changed = emailCheckReducer(verified, { type: "emailChanged", email: "minji2@example.com" });
    expect(changed).toEqual({ ...initialEmailCheck, email: "minji2@example.com" });
    expect(isDuplicateChecked(changed)).toBe(false);
    expect(isVerified(changed)).toBe(false);
  });

  it("keeps its state when the same address is typed again (spaces aside)", () => {
    expect(emailCheckReducer(verified, { type: "emailChanged", email: ` ${email} ` })).toBe(verified);
  });

  it("ignores a late answer about an address the person has since changed", () => {
    const checking = run([
      { type: "emailChanged", email },
      { type: "checkStarted", email },
      { type: "emailChanged", email: "other@example.com" },
      { type: "checkAnswered", email, available: true },
    ]);
    expect(checking).toMatchObject({ email: "other@example.com", duplicate: "unchecked" });
  });

  it("marks a registered address as taken, and a failed check as a duplicate with the server's words", () => {
    const taken = run([
      { type: "emailChanged", email },
      { type: "checkStarted", email },
      { type: "checkAnswered", email, available: false },
    ]);
    expect(taken.duplicate).toBe("taken");
    expect(canSendCode(taken)).toBe(false);
    const failed = run([
      { type: "emailChanged", email },
      { type: "checkStarted", email },
      { type: "checkFailed", email, message: "Service unavailable" },
    ]);
    expect(failed).toMatchObject({ duplicate: "failed", failure: "Service unavailable" });
    expect(isDuplicateChecked(failed)).toBe(false);
  });

  it("sends a code only for a free address, and lets a wrong code be tried again", () => {
    expect(run([{ type: "sendStarted", email }]).verification).toBe("none");
    const wrong = run([...codeInCheck, { type: "verifyFailed", email, message: null }]);
    expect(wrong.verification).toBe("invalid");
    expect(canVerify(wrong)).toBe(true);
    expect(canSendCode(wrong)).toBe(true);
    expect(isVerified(wrong)).toBe(false);
  });

  it("takes back 'verified' when the server refuses the code at sign-up", () => {
    const rejected = emailCheckReducer(verified, { type: "codeRejected", email, message: "expired" });
    expect(rejected).toMatchObject({ verification: "invalid", failure: "expired" });
    expect(isVerified(rejected)).toBe(false);
    expect(canSendCode(rejected)).toBe(true);
  });

  it("does not resend once verified", () => {
    expect(canSendCode(verified)).toBe(false);
    expect(emailCheckReducer(verified, { type: "sendStarted", email })).toBe(verified);
  });

  it("returns to 'no code' when sending fails", () => {
    const failed = run([
      { type: "emailChanged", email },
      { type: "checkStarted", email },
      { type: "checkAnswered", email, available: true },
      { type: "sendStarted", email },
      { type: "sendFailed", email, message: "Mail is down" },
    ]);
    expect(failed).toMatchObject({ verification: "none", failure: "Mail is down" });
    expect(canSendCode(failed)).toBe(true);
  });
});
