import type { AdminPost } from "@contracts/boards";
import { describe, expect, it } from "vitest";
import { EMPTY_POST, postBody, postIssues } from "./post-form";

const t = (key: string) => key;

const saved: AdminPost = {
  id: 7,
  site: "seouledutravel",
  type: "notice",
  title_en: "Old",
  title_ko: "옛",
  content_en: "Old text",
  content_ko: "옛 글",
  pinned: false,
  starts_on: "2026-07-01",
  ends_on: "2026-07-10",
  link_path: "/seouledutravel/info",
  image_path: null,
  attachments: [],
  view_count: 3,
  published_at: "2026-05-01T00:00:00.000Z",
  updated_at: "2026-05-01T00:00:00.000Z",
};

const filled = { ...EMPTY_POST, title_en: " Hello ", title_ko: "안녕", content_en: "Text", content_ko: "본문" };

describe("post form", () => {
  it("names every empty required field", () => {
    expect(postIssues(EMPTY_POST, t).map((issue) => issue.field)).toEqual([
      "title_en",
      "title_ko",
      "content_en",
      "content_ko",
    ]);
    expect(postIssues(EMPTY_POST, t)[0]?.message).toBe("messages.required");
  });

  it("says a title over the limit with its maximum", () => {
    const issues = postIssues({ ...filled, title_ko: "가".repeat(201) }, t);
    expect(issues).toEqual([{ field: "title_ko", message: "messages.tooLong" }]);
  });

  it("checks the files by type and count", () => {
    const text = new File(["x"], "a.txt", { type: "text/plain" });
    expect(postIssues({ ...filled, files: [text] }, t)).toEqual([{ field: "files", message: "messages.files.type" }]);
    const pdfs = Array.from({ length: 6 }, (_, i) => new File(["%PDF"], `${i}.pdf`, { type: "application/pdf" }));
    expect(postIssues({ ...filled, files: pdfs }, t)).toEqual([{ field: "files", message: "messages.files.count" }]);
    expect(postIssues({ ...filled, files: pdfs.slice(0, 5) }, t)).toEqual([]);
  });

  it("trims the texts and keeps a saved post's days, link and picture", () => {
    expect(postBody(filled)).toMatchObject({ title_en: "Hello", starts_on: null, link_path: null });
    expect(postBody(filled, saved)).toMatchObject({
      starts_on: "2026-07-01",
      ends_on: "2026-07-10",
      link_path: "/seouledutravel/info",
      image_path: null,
    });
  });
});
