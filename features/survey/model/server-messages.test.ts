import { SURVEY_ERROR_CODES, SURVEY_MESSAGES } from "@contracts/survey";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE, failureText, localMessage, surveyProblem } from "./server-messages";
import type { Translate } from "@lib/i18n/feature-text";

const t: Translate = (key) => `<${key}>`;
const error = (status: number, code: string) => new HttpError({ status, code, message: "x" });

describe("server messages", () => {
  it("shows the contract's messages in the page's language, others as written", () => {
    expect(localMessage(SURVEY_MESSAGES.closed, t)).toBe("<messages.closed>");
    expect(localMessage(EMAIL_MESSAGE, t)).toBe("<link.emailInvalid>");
    expect(localMessage("Something new", t)).toBe("Something new");
  });

  it("names the transport's own failures", () => {
    expect(failureText(error(0, "TIMEOUT"), t)).toBe("<shared.errors.TIMEOUT>");
    expect(failureText(new Error("x"), t)).toBe("<shared.errors.generic>");
  });
});

describe("survey problems", () => {
  it("maps every refusal code to its screen", () => {
    expect(surveyProblem(error(403, SURVEY_ERROR_CODES.keyRequired))).toBe("key_required");
    expect(surveyProblem(error(403, SURVEY_ERROR_CODES.keyInvalid))).toBe("key_invalid");
    expect(surveyProblem(error(403, SURVEY_ERROR_CODES.otherArea))).toBe("other_area");
    expect(surveyProblem(error(409, SURVEY_ERROR_CODES.notOpenYet))).toBe("not_open");
    expect(surveyProblem(error(409, SURVEY_ERROR_CODES.closed))).toBe("closed");
    expect(surveyProblem(error(409, SURVEY_ERROR_CODES.alreadySubmitted))).toBe("already_submitted");
    expect(surveyProblem(error(404, "NOT_FOUND"))).toBe("not_found");
    expect(surveyProblem(error(404, "HTTP_404"))).toBe("not_found");
  });

  it("is no problem of its own for other failures", () => {
    expect(surveyProblem(error(500, "INTERNAL_ERROR"))).toBeNull();
    expect(surveyProblem(error(400, "VALIDATION_ERROR"))).toBeNull();
    expect(surveyProblem(new Error("x"))).toBeNull();
    expect(surveyProblem(undefined)).toBeNull();
  });
});
