import { INQUIRY_MESSAGES } from "@contracts/inquiries";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { localMessage, serverIssues } from "./server-messages";

const t = (key: string) => `t:${key}`;

describe("localMessage", () => {
  it("shows a contract message in the page's language and any other as the server wrote it", () => {
    expect(localMessage(INQUIRY_MESSAGES.subjectRequired, t)).toBe("t:messages.subjectRequired");
    expect(localMessage(INQUIRY_MESSAGES.alreadyReplied, t)).toBe("t:messages.alreadyReplied");
    expect(localMessage("Files must be PDF or images.", t)).toBe("Files must be PDF or images.");
  });
});

describe("serverIssues", () => {
  it("names each issue's field as the form does", () => {
    const error = new HttpError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Validation failed",
      issues: [
        { field: "subject", message: INQUIRY_MESSAGES.subjectRequired },
        { field: "files.1", message: "This file is not a PDF or an image." },
      ],
    });
    expect(serverIssues(error, t)).toEqual([
      { field: "subject", message: "t:messages.subjectRequired" },
      { field: "files", message: "This file is not a PDF or an image." },
    ]);
  });

  it("takes the single field of an answer without issues (an inactive type)", () => {
    const error = new HttpError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: INQUIRY_MESSAGES.typeUnknown,
      field: "type",
    });
    expect(serverIssues(error, t)).toEqual([{ field: "type", message: "t:messages.typeUnknown" }]);
  });

  it("has none for a failure that names no field", () => {
    expect(serverIssues(new HttpError({ status: 500, code: "INTERNAL_ERROR", message: "Down" }), t)).toEqual([]);
    expect(serverIssues(new Error("offline"), t)).toEqual([]);
  });
});
