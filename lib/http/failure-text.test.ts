import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@contracts/server-messages";
import en from "@locales/en/common.json";
import ko from "@locales/ko/common.json";
import { HttpError } from "./client";
import { failureText, isNotFound } from "./failure-text";

const t = (key: string) => `t:${key}`;

describe("failureText", () => {
  it("says the transport's own failures with the feature's words, not the English the client made up", () => {
    for (const code of ["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]) {
      const error = new HttpError({ status: 0, message: "An error has occurred!", code });
      expect(failureText(error, t)).toBe(`t:shared.errors.${code}`);
    }
  });

  it("shows the server's own message for any other failed call, whatever its status or code", () => {
    const conflict = new HttpError({ status: 409, message: "The slot was just taken.", code: "CONFLICT" });
    expect(failureText(conflict, t)).toBe("The slot was just taken.");
    const bare = new HttpError({ status: 502, message: "Bad gateway", code: "HTTP_502" });
    expect(failureText(bare, t)).toBe("Bad gateway");
  });

  it("does not mistake a server code that merely contains a transport word for the transport's own", () => {
    const error = new HttpError({ status: 504, message: "Upstream timed out.", code: "UPSTREAM_TIMEOUT" });
    expect(failureText(error, t)).toBe("Upstream timed out.");
  });

  it("falls back to the generic words for anything that is not an HttpError", () => {
    expect(failureText(new Error("boom"), t)).toBe("t:shared.errors.generic");
    expect(failureText({ code: "TIMEOUT", message: "looks like one" }, t)).toBe("t:shared.errors.generic");
    expect(failureText(undefined, t)).toBe("t:shared.errors.generic");
  });

  it("puts the server's message in the page's language when the feature can, never the transport's words", () => {
    const korean = (message: string) => `ko:${message}`;
    const conflict = new HttpError({ status: 409, message: "The slot was just taken.", code: "CONFLICT" });
    expect(failureText(conflict, t, korean)).toBe("ko:The slot was just taken.");
    const timeout = new HttpError({ status: 0, message: "An error has occurred!", code: "TIMEOUT" });
    expect(failureText(timeout, t, korean)).toBe("t:shared.errors.TIMEOUT");
    expect(failureText(new Error("boom"), t, korean)).toBe("t:shared.errors.generic");
  });
});

describe("the server's own refusals, which no feature keys", () => {
  const refusal = (status: number, message: string, code: string) => new HttpError({ status, message, code });

  it("are said in the page's language from the common words, by their English text", () => {
    const unavailable = refusal(503, SERVER_MESSAGES.unavailable, "SERVICE_UNAVAILABLE");
    expect(failureText(unavailable, t)).toBe("t:common:errors.server.unavailable");
    expect(failureText(refusal(403, SERVER_MESSAGES.forbidden, "FORBIDDEN"), t)).toBe(
      "t:common:errors.server.forbidden",
    );
    expect(failureText(refusal(500, SERVER_MESSAGES.internal, "INTERNAL_ERROR"), t)).toBe(
      "t:common:errors.server.internal",
    );
  });

  it("keep a feature's own words for them first, and leave every other message as the server sent it", () => {
    const forbidden = refusal(403, SERVER_MESSAGES.forbidden, "FORBIDDEN");
    expect(failureText(forbidden, t, (message) => `feature:${message}`)).toBe(`feature:${SERVER_MESSAGES.forbidden}`);
    const specific = refusal(403, "Only the trip's driver can post its positions.", "NOT_YOUR_VEHICLE");
    expect(failureText(specific, t)).toBe("Only the trip's driver can post its positions.");
  });

  it("have words in both languages, the English the same as the server's", () => {
    for (const [key, text] of Object.entries(SERVER_MESSAGES)) {
      expect(en.errors.server[key as keyof typeof en.errors.server]).toBe(text);
      const korean = ko.errors.server[key as keyof typeof ko.errors.server];
      expect(korean).toMatch(/[가-힣]/);
    }
  });
});

describe("isNotFound", () => {
  it("is a 404 from the server, nothing else", () => {
    expect(isNotFound(new HttpError({ status: 404, message: "No such post", code: "NOT_FOUND" }))).toBe(true);
    expect(isNotFound(new HttpError({ status: 403, message: "Forbidden", code: "FORBIDDEN" }))).toBe(false);
    expect(isNotFound({ status: 404 })).toBe(false);
  });
});
