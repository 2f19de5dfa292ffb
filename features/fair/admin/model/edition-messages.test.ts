import { readFileSync } from "node:fs";
import path from "node:path";
import { FIELD_MESSAGES, REQUIRED_MESSAGE } from "@contracts/fields";
import { MICE_EDITOR_MESSAGES } from "@contracts/mice";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { serverFailure, translateMessage } from "./edition-messages";

const t = (key: string) => key;
const root = path.resolve(import.meta.dirname, "../../../../locales");
const messagesOf = (lang: string) =>
  (JSON.parse(readFileSync(path.join(root, lang, "fair-editor.json"), "utf8")) as { messages: object }).messages;

describe("the editor's messages", () => {
  it("has a key for every contract message, in both languages", () => {
    for (const lang of ["en", "ko"]) {
      const messages = messagesOf(lang) as Record<string, string>;
      for (const message of [...Object.values(MICE_EDITOR_MESSAGES), REQUIRED_MESSAGE, FIELD_MESSAGES.date]) {
        const key = translateMessage(message, t).replace(/^messages\./, "");
        expect([lang, message, typeof messages[key]]).toEqual([lang, message, "string"]);
      }
    }
  });

  it("puts the server's issues on the form's fields and keeps the rest for the alert", () => {
    const error = new HttpError({
      status: 422,
      code: "DAY_OUTSIDE_EDITION",
      message: MICE_EDITOR_MESSAGES.dayOutsideEdition,
      field: "day",
      issues: [{ field: "day", message: MICE_EDITOR_MESSAGES.dayOutsideEdition }],
    });
    expect(serverFailure(error, ["day", "title_en"], t)).toEqual({
      fields: [{ field: "day", message: "messages.dayOutsideEdition" }],
      message: null,
    });
    const gone = new HttpError({ status: 404, code: "NOT_FOUND", message: MICE_EDITOR_MESSAGES.sessionNotFound });
    expect(serverFailure(gone, ["day"], t)).toEqual({ fields: [], message: "messages.sessionNotFound" });
  });
});
