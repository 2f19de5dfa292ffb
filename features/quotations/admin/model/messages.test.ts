import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../../locales/en/quotations-admin.json";
import ko from "../../../../locales/ko/quotations-admin.json";
import { blankEditor, editorIssues, newLine } from "./editor";
import { editorIssueText, failureText, serverFailure } from "./messages";

/** The key, with its options when it has some, so a test sees which words were chosen. */
const t = (key: string, options?: Record<string, unknown>) => {
  const { defaultValue: _ignored, ...rest } = options ?? {};
  return Object.keys(rest).length > 0 ? `${key}${JSON.stringify(rest)}` : key;
};

const refusal = (
  status: number,
  code: string,
  message: string,
  extra: Partial<ConstructorParameters<typeof HttpError>[0]> = {},
) => new HttpError({ status, code, message, ...extra });

const FIELDS = ["member_email", "valid_until", "departure_date", "departure_time", "items"] as const;

describe("the quotation console's failures in the page's words", () => {
  it("names the quotation's refusals by their code", () => {
    expect(failureText(refusal(409, "QUOTATION_ALREADY_ANSWERED", QUOTATION_MESSAGES.alreadyAnswered), t)).toBe(
      "messages.alreadyAnswered",
    );
    expect(failureText(refusal(409, "QUOTATION_WITHDRAWN", "anything the server says"), t)).toBe("messages.withdrawn");
    expect(failureText(refusal(404, "QUOTATION_NOT_FOUND", QUOTATION_MESSAGES.notFound), t)).toBe("messages.notFound");
  });

  it("names the reservation rules a quotation shares by their code, on their field", () => {
    const failure = serverFailure(
      refusal(400, "SAME_DAY", RESERVATION_MESSAGES.sameDay, { field: "departure_date" }),
      FIELDS,
      t,
    );
    expect(failure).toEqual({ fields: [{ field: "departure_date", message: "messages.sameDay" }], message: null });
    expect(
      serverFailure(
        refusal(400, "OPTION_NOT_BOOKABLE", RESERVATION_MESSAGES.optionNotBookable, { field: "items" }),
        FIELDS,
        t,
      ).fields,
    ).toEqual([{ field: "items", message: "messages.optionNotBookable" }]);
  });

  it("names the server's own checks (a field, no issues) by their field", () => {
    const cases: [string, string][] = [
      ["valid_until", "messages.validUntilPast"],
      ["departure_date", "messages.departureBeforeValidUntil"],
      ["items", "messages.optionTwice"],
      ["member_email", "messages.sameMember"],
    ];
    for (const [field, key] of cases) {
      const failure = serverFailure(refusal(400, "VALIDATION_ERROR", "English text", { field }), FIELDS, t);
      expect(failure.fields).toEqual([{ field, message: key }]);
    }
  });

  it("says zod's English issues from the server as the editor's own, a line's on that line", () => {
    const failure = serverFailure(
      refusal(400, "VALIDATION_ERROR", "items.0.quantity: Too big: expected number to be <=99", {
        field: "items.0.quantity",
        issues: [
          { field: "items.0.quantity", message: "Too big: expected number to be <=99" },
          { field: "items.1.product_option_id", message: "must be a whole number from 1 to 2147483647" },
          { field: "lang", message: "Invalid option" },
        ],
      }),
      FIELDS,
      t,
    );
    expect(failure.fields).toEqual([
      { field: "items.0.quantity", message: "messages.invalid" },
      { field: "items.1.product_option_id", message: "messages.optionRequired" },
    ]);
    expect(failure.message).toBe("fields.lang: messages.invalid");
  });

  it("falls back on the status for a code it does not know, and on the server's text only after that", () => {
    expect(failureText(refusal(409, "SOMETHING_NEW", "Something else happened."), t)).toBe("messages.conflict");
    expect(failureText(refusal(403, "FORBIDDEN", "You do not have access to this."), t)).toBe("messages.forbidden");
    expect(failureText(refusal(503, "SERVICE_UNAVAILABLE", "Down."), t)).toBe("messages.unavailable");
    expect(failureText(refusal(502, "BAD_GATEWAY", "Bad gateway."), t)).toBe("messages.serverError");
    expect(failureText(refusal(422, "TEAPOT", "I am a teapot."), t)).toBe("I am a teapot.");
  });

  it("says a failure of the connection in the feature's own words", () => {
    expect(failureText(refusal(0, "NETWORK_ERROR", "Failed to fetch"), t)).toBe("shared.errors.NETWORK_ERROR");
    expect(failureText(new Error("boom"), t)).toBe("shared.errors.generic");
    expect(serverFailure(refusal(0, "TIMEOUT", "timeout"), FIELDS, t)).toEqual({
      fields: [],
      message: "shared.errors.TIMEOUT",
    });
  });
});

describe("the editor's own checks in the page's words", () => {
  it("never shows zod's English", () => {
    const { issues } = editorIssues({
      ...blankEditor(),
      travelers: "",
      luggage: "100000",
      lines: [newLine({ quantity: "0", unitPrice: "" })],
    });
    const words = Object.fromEntries(issues.map((issue) => [issue.field, editorIssueText(issue, t)]));
    expect(words).toMatchObject({
      member_email: "messages.email",
      title: "messages.required",
      valid_until: "messages.date",
      departure_date: "messages.date",
      departure_time: "messages.departureTimeRequired",
      travelers: "messages.number",
      "items.0.product_option_id": "messages.optionRequired",
      "items.0.quantity": 'messages.atLeast{"min":1}',
      "items.0.unit_price": "messages.number",
    });
    expect(words.luggage).toMatch(/^messages\.atMost\{"max":\d+\}$/);
  });

  it("has every key it may say in English and in Korean", () => {
    const used = [
      "date",
      "dateNotADay",
      "validUntilPast",
      "departureBeforeValidUntil",
      "optionTwice",
      "sameMember",
      "number",
      "email",
      "linesRequired",
      "atLeast",
      "atMost",
      "signInRequired",
      "forbidden",
      "missing",
      "conflict",
      "badRequest",
      "tooLarge",
      "tooMany",
      "serverError",
      "unavailable",
      "sameDay",
      "beforeMinimum",
      "dateUnavailable",
      "outsideOption",
      "departureDateRequired",
    ];
    for (const key of used) {
      expect(en.messages).toHaveProperty(key);
      expect(ko.messages).toHaveProperty(key);
    }
  });
});
