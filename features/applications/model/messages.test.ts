import { untranslated } from "@blocks/feature-kit";
import { EDU_MESSAGES, EDU_TRANSITION_MESSAGES } from "@contracts/applications";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/applications.json";
import ko from "../../../locales/ko/applications.json";
import { contractMessageKey, failureText, serverFailure, translateMessage } from "./messages";

const t = (key: string) => key;

describe("the contract's messages", () => {
  it("has every message in both languages", () => {
    const all = [...Object.values(EDU_MESSAGES), ...Object.values(EDU_TRANSITION_MESSAGES), REQUIRED_MESSAGE];
    expect(untranslated({ en, ko }, all, contractMessageKey, ["messages.invalid", "messages.tooLong"])).toEqual([]);
  });

  it("translates a known message and passes an unknown one through", () => {
    expect(translateMessage(EDU_MESSAGES.windowClosed, t)).toBe("messages.edu.windowClosed");
    expect(translateMessage(EDU_TRANSITION_MESSAGES.approved, t)).toBe("messages.edu.from.approved");
    expect(translateMessage("Something else.", t)).toBe("Something else.");
  });

  it("puts a refused submit's issues on the form's fields and the rest above it", () => {
    const error = new HttpError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "mobile: ...",
      issues: [
        { field: "mobile", message: EDU_MESSAGES.mobileInvalid },
        { field: "id_document", message: EDU_MESSAGES.idDocumentRequired },
        { field: "elsewhere", message: "Unknown." },
      ],
    });
    expect(serverFailure(error, ["mobile", "id_document"], t)).toEqual({
      fields: [
        { field: "mobile", message: "messages.edu.mobileInvalid" },
        { field: "id_document", message: "messages.edu.idDocumentRequired" },
      ],
      message: "Unknown.",
    });
    expect(failureText(new HttpError({ status: 0, code: "TIMEOUT", message: "x" }), t)).toBe("shared.errors.TIMEOUT");
  });
});
