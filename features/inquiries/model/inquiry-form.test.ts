import { INQUIRY_MESSAGES, INQUIRY_SUBJECT_MAX } from "@contracts/inquiries";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/inquiries.json";
import ko from "../../../locales/ko/inquiries.json";
import { ATTACHMENT_RULES, EMPTY_INQUIRY, inquirySchema, toInquiryBody } from "./inquiry-form";

const t = (key: string) => key;
const messagesOf = (values: unknown) => {
  const result = inquirySchema(t).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("inquirySchema", () => {
  it("asks for a type, a title and content (spec point 5), blank text counting as none", () => {
    expect(messagesOf({ ...EMPTY_INQUIRY, subject: "   ", content: "\n" })).toEqual({
      type: "messages.typeRequired",
      subject: "messages.subjectRequired",
      content: "messages.contentRequired",
    });
  });

  it("keeps the contract's length limits and at most 5 files", () => {
    const file = new File(["x"], "a.png", { type: "image/png" });
    expect(
      messagesOf({
        type: "payment",
        subject: "a".repeat(INQUIRY_SUBJECT_MAX + 1),
        content: "ok",
        files: Array(6).fill(file),
      }),
    ).toEqual({ subject: "messages.tooLong", files: "messages.tooManyFiles" });
    expect(messagesOf({ type: "payment", subject: "Refund", content: "When?", files: [file] })).toEqual({});
  });

  it("speaks the spec's words in both languages, the contract's in English", () => {
    for (const key of [
      "typeRequired",
      "subjectRequired",
      "contentRequired",
      "typeUnknown",
      "notFound",
      "alreadyReplied",
    ] as const) {
      expect(en.messages[key]).toBe(INQUIRY_MESSAGES[key]);
    }
    expect(ko.messages.typeRequired).toBe("문의 유형을 선택해 주세요.");
    expect(ko.messages.subjectRequired).toBe("문의 제목을 입력해 주세요.");
    expect(ko.messages.contentRequired).toBe("문의 내용을 입력해 주세요.");
  });
});

describe("toInquiryBody", () => {
  it("sends JSON without files, trimmed", () => {
    expect(toInquiryBody({ type: "payment", subject: " Refund ", content: " When? \n", files: [] })).toEqual({
      type: "payment",
      subject: "Refund",
      content: "When?",
    });
  });

  it("sends multipart with one files part per file", () => {
    const files = [
      new File(["a"], "a.pdf", { type: "application/pdf" }),
      new File(["b"], "b.png", { type: "image/png" }),
    ];
    const body = toInquiryBody({ type: "other", subject: "Docs", content: "Attached", files });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([form.get("type"), form.get("subject"), form.get("content")]).toEqual(["other", "Docs", "Attached"]);
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["a.pdf", "b.png"]);
  });
});

describe("ATTACHMENT_RULES", () => {
  it("are the server's: PDF and images, 10 MB, 5 files", () => {
    expect(ATTACHMENT_RULES).toEqual({
      accept: "application/pdf,image/png,image/jpeg,image/webp",
      maxSizeBytes: 10 * 1024 * 1024,
      maxFiles: 5,
    });
  });
});
