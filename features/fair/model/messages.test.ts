import { untranslated } from "@blocks/feature-kit";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { MICE_MESSAGES } from "@contracts/mice";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/fair.json";
import ko from "../../../locales/ko/fair.json";
import { contractMessageKey, failureText, isNotVisitor, refusalOf, serverFailure, translateMessage } from "./messages";

const t = (key: string) => key;

describe("the contract's messages", () => {
  it("has every message in both languages", () => {
    const all = [...Object.values(MICE_MESSAGES), REQUIRED_MESSAGE];
    expect(untranslated({ en, ko }, all, contractMessageKey, ["messages.invalid", "messages.tooLong"])).toEqual([]);
  });

  it("translates a known message and passes one it does not know (the server's Korean) through", () => {
    expect(translateMessage(MICE_MESSAGES.registrationClosed, t)).toBe("messages.registrationClosed");
    expect(translateMessage("올해 페어의 등록이 마감되었습니다.", t)).toBe("올해 페어의 등록이 마감되었습니다.");
  });

  it("puts a refused registration's issues on the form's fields and the rest above it", () => {
    const error = new HttpError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "organisation: ...",
      issues: [
        { field: "organisation", message: MICE_MESSAGES.organisationRequired },
        { field: "interests", message: MICE_MESSAGES.interestsRequired },
        { field: "phone", message: "The account has no phone number." },
      ],
    });
    expect(serverFailure(error, ["organisation", "interests"], t)).toEqual({
      fields: [
        { field: "organisation", message: "messages.organisationRequired" },
        { field: "interests", message: "messages.interestsRequired" },
      ],
      message: "The account has no phone number.",
    });
    expect(failureText(new HttpError({ status: 0, code: "TIMEOUT", message: "x" }), t)).toBe("shared.errors.TIMEOUT");
  });

  it("tells a company account and the registration's refusals from other failures", () => {
    const notVisitor = new HttpError({ status: 403, code: "NOT_VISITOR", message: MICE_MESSAGES.notVisitor });
    expect(isNotVisitor(notVisitor)).toBe(true);
    expect(isNotVisitor(new HttpError({ status: 403, code: "FORBIDDEN", message: "No." }))).toBe(false);
    const conflict = (code: string) => new HttpError({ status: 409, code, message: code });
    expect(refusalOf(conflict("ALREADY_REGISTERED"))).toBe("already_registered");
    expect(refusalOf(conflict("REGISTRATION_CLOSED"))).toBe("closed");
    expect(refusalOf(conflict("VERSION_CONFLICT"))).toBeNull();
    expect(refusalOf(notVisitor)).toBeNull();
  });
});
