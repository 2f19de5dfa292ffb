import { describe, expect, it } from "vitest";
import { CommonQuerySchema } from "./common";
import { REQUIRED_MESSAGE } from "./fields";
import { SitemapSnapshotBodySchema } from "./sitemap";

describe("required fields", () => {
  it("say the same thing for a missing and an empty value", () => {
    for (const input of [{}, { type: "" }]) {
      const result = CommonQuerySchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["type", REQUIRED_MESSAGE]]);
    }
  });

  it("keep other messages for other problems", () => {
    const result = SitemapSnapshotBodySchema.safeParse({ path: "main", html: 5 });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["path", "html"]);
    expect(result.error?.issues[0]?.message).toBe('must start with "/"');
    expect(result.error?.issues[1]?.message).not.toBe(REQUIRED_MESSAGE);
  });
});
