import { MART_MESSAGES } from "@contracts/mart";
import { MEETING_MESSAGES, RECORD_MESSAGES } from "@contracts/meetings";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/meetings.json";
import ko from "../../../locales/ko/meetings.json";
import { failureText, isConflict, localMessage, participationProblem, serverFailure } from "./server-messages";

const t = (key: string) => `t:${key}`;

describe("localMessage", () => {
  it("shows the contracts' messages in the page's language and any other as the server wrote it", () => {
    expect(localMessage(MEETING_MESSAGES.counterpartBusy, t)).toBe("t:messages.meeting.counterpartBusy");
    expect(localMessage(MEETING_MESSAGES.reasonRequired, t)).toBe("t:messages.meeting.reasonRequired");
    expect(localMessage(RECORD_MESSAGES.reasonRequired, t)).toBe("t:messages.record.reasonRequired");
    expect(localMessage(MART_MESSAGES.profileRequired, t)).toBe("t:messages.mart.profileRequired");
    expect(localMessage("this is a required field", t)).toBe("t:messages.required");
    expect(localMessage("The fair hall is closed.", t)).toBe("The fair hall is closed.");
  });
});

describe("every contract message has words in both languages", () => {
  const lookup = (messages: unknown, key: string) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

  it("maps each message of the meeting and record contracts to a key that exists", () => {
    const keys: string[] = [];
    const collect = (key: string) => {
      keys.push(key);
      return key;
    };
    for (const text of [
      ...Object.values(MEETING_MESSAGES),
      ...Object.values(RECORD_MESSAGES),
      MART_MESSAGES.profileRequired,
    ]) {
      expect(localMessage(text, collect)).not.toBe(text);
    }
    for (const key of keys) {
      expect(typeof lookup(en, key), key).toBe("string");
      expect(typeof lookup(ko, key), key).toBe("string");
    }
    expect(keys.length).toBe(Object.keys(MEETING_MESSAGES).length + Object.keys(RECORD_MESSAGES).length + 1);
  });
});

describe("failures", () => {
  const busy = new HttpError({ status: 409, code: "CONFLICT", message: MEETING_MESSAGES.counterpartBusy });

  it("says a refusal in the page's language, and a lost connection in ours", () => {
    expect(failureText(busy, t)).toBe("t:messages.meeting.counterpartBusy");
    expect(failureText(new HttpError({ status: 0, code: "NETWORK_ERROR", message: "x" }), t)).toBe(
      "t:shared.errors.NETWORK_ERROR",
    );
    expect(failureText(new Error("boom"), t)).toBe("t:shared.errors.generic");
    expect(isConflict(busy)).toBe(true);
  });

  it("puts field issues under their fields and the rest above the form", () => {
    const error = new HttpError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Validation failed",
      issues: [
        { field: "attendees", message: MEETING_MESSAGES.attendeesRange },
        { field: "counterpart_id", message: MEETING_MESSAGES.sameRole },
      ],
    });
    expect(serverFailure(error, ["attendees", "message"], t)).toEqual({
      fields: [{ field: "attendees", message: "t:messages.meeting.attendeesRange" }],
      message: "t:messages.meeting.sameRole",
    });
  });
});

describe("participationProblem", () => {
  it("knows a company without a profile and one not approved yet", () => {
    expect(
      participationProblem(
        new HttpError({ status: 409, code: "PROFILE_REQUIRED", message: MART_MESSAGES.profileRequired }),
      ),
    ).toBe("profile_required");
    expect(
      participationProblem(
        new HttpError({ status: 403, code: "NOT_PARTICIPANT", message: MEETING_MESSAGES.notParticipant }),
      ),
    ).toBe("not_participant");
  });

  it("is no participation problem for any other failure", () => {
    expect(participationProblem(new HttpError({ status: 500, code: "INTERNAL_ERROR", message: "Down" }))).toBeNull();
    expect(participationProblem(new Error("offline"))).toBeNull();
  });
});
