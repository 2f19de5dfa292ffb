import { REQUIRED_MESSAGE } from "@contracts/fields";
import { LIVE_MESSAGES } from "@contracts/live";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/live.json";
import ko from "../../../locales/ko/live.json";
import { failureText, serverFailure } from "./failure";
import { translateMessage } from "./messages";

const t = (key: string) => key;

describe("the contract's messages", () => {
  it("each has an English text equal to the contract's and a Korean one", () => {
    for (const [key, text] of Object.entries(LIVE_MESSAGES)) {
      expect(en.messages[key as keyof typeof en.messages]).toBe(text);
      expect(ko.messages[key as keyof typeof ko.messages]).toMatch(/[가-힣]/);
    }
  });

  it("are shown in the page's language; other messages as the server wrote them", () => {
    expect(translateMessage(LIVE_MESSAGES.noRound, t)).toBe("messages.noRound");
    expect(translateMessage(REQUIRED_MESSAGE, t)).toBe("messages.required");
    expect(translateMessage("The service is restarting.", t)).toBe("The service is restarting.");
  });
});

describe("a failed push", () => {
  it("puts the server's field issues beside their fields, translated", () => {
    const error = new HttpError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: `minutes: ${LIVE_MESSAGES.minutesRange}`,
      field: "minutes",
      issues: [{ field: "minutes", message: LIVE_MESSAGES.minutesRange }],
    });
    expect(serverFailure(error, ["number", "minutes"], t)).toEqual({
      fields: [{ field: "minutes", message: "messages.minutesRange" }],
      message: null,
    });
  });

  it("says a conflict or a dead network in the page's words", () => {
    const conflict = new HttpError({ status: 409, code: "LIVE_NO_ROUND", message: LIVE_MESSAGES.noRound });
    expect(failureText(conflict, t)).toBe("messages.noRound");
    const offline = new HttpError({ status: 0, code: "NETWORK_ERROR", message: "An error has occurred!" });
    expect(failureText(offline, t)).toBe("shared.errors.NETWORK_ERROR");
  });
});
