import { untranslated } from "@blocks/feature-kit";
import { AUTH_MESSAGES } from "@contracts/auth";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { ApplyBodySchema, MART_MESSAGES } from "@contracts/mart";
import { MEETING_MESSAGES } from "@contracts/meetings";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/accreditation.json";
import ko from "../../../locales/ko/accreditation.json";
import { failureText, profileServerFailure, serverFailure } from "./failure";
import { AGREE_BUSINESS_MESSAGE, contractMessageKey, issueText, translateMessage } from "./messages";

const t = (key: string, options?: Record<string, unknown>) =>
  options?.max === undefined ? key : `${key}:${options.max as number}`;

/** The server's 400 with an issue per refused field. */
const validationFailed = (issues: { field: string; message: string }[]) =>
  new HttpError({ status: 400, code: "VALIDATION_ERROR", message: "Validation failed", issues });

describe("contract messages", () => {
  it("still match the business agreement's own words", () => {
    const result = ApplyBodySchema.safeParse({ agree_business: false });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([AGREE_BUSINESS_MESSAGE]);
  });

  it("has every message in both languages", () => {
    const all = [
      ...Object.values(MART_MESSAGES),
      MEETING_MESSAGES.notParticipant,
      AUTH_MESSAGES.signInRequired,
      AUTH_MESSAGES.forbidden,
      AGREE_BUSINESS_MESSAGE,
      REQUIRED_MESSAGE,
    ];
    const limits = ["messages.tooLong", "messages.tooLarge", "messages.tooMany", "messages.invalid"];
    expect(untranslated({ en, ko }, all, contractMessageKey, limits)).toEqual([]);
  });

  it("translates a known message and passes an unknown one through", () => {
    expect(translateMessage(MART_MESSAGES.alreadyApplied, t)).toBe("messages.mart.alreadyApplied");
    expect(translateMessage("The mart is closed today.", t)).toBe("The mart is closed today.");
  });

  it("words a limit in the field's unit and never shows zod's English", () => {
    expect(issueText({ message: "Too big", code: "too_big", maximum: 300, origin: "string" }, t)).toBe(
      "messages.tooLong:300",
    );
    expect(issueText({ message: "Too big", code: "too_big", maximum: 50, origin: "number" }, t)).toBe(
      "messages.tooLarge:50",
    );
    expect(issueText({ message: "Invalid option", code: "invalid_value" }, t)).toBe("messages.required");
    expect(issueText({ message: "Invalid", code: "custom" }, t)).toBe("messages.invalid");
  });
});

describe("server failures", () => {
  it("puts field issues on their fields and says a conflict above the form", () => {
    const invalid = validationFailed([
      { field: "homepage", message: MART_MESSAGES.homepageInvalid },
      { field: "fax", message: "Unknown field." },
    ]);
    expect(serverFailure(invalid, ["homepage", "name_en"], t)).toEqual({
      fields: [{ field: "homepage", message: "messages.mart.homepageInvalid" }],
      message: "Unknown field.",
    });
    const conflict = new HttpError({ status: 409, code: "ALREADY_APPLIED", message: MART_MESSAGES.alreadyApplied });
    expect(failureText(conflict, t)).toBe("messages.mart.alreadyApplied");
    expect(failureText(new HttpError({ status: 0, code: "TIMEOUT", message: "x" }), t)).toBe("shared.errors.TIMEOUT");
  });
});

describe("a refused profile", () => {
  it("puts indexed and nested server fields on the form's fields", () => {
    const error = validationFailed([
      { field: "documents.1", message: MART_MESSAGES.documentType },
      { field: "social_ids.kakao", message: "This ID is too long." },
    ]);
    expect(profileServerFailure(error, t)).toEqual({
      fields: [
        { field: "documents", message: "messages.mart.documentType" },
        { field: "social_ids.kakao", message: "This ID is too long." },
      ],
      message: null,
    });
    const single = new HttpError({
      status: 400,
      code: "INVALID_FILE",
      message: MART_MESSAGES.imageType,
      field: "logo",
    });
    expect(profileServerFailure(single, t).fields).toEqual([{ field: "logo", message: "messages.mart.imageType" }]);
  });
});
