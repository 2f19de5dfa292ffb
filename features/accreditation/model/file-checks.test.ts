import { describe, expect, it } from "vitest";
import { IMAGE_RULES, documentRules, documentsProblem, imageProblem } from "./file-checks";

const sized = (type: string, size: number) => ({ type, size });
const MB = 1024 * 1024;

describe("file checks", () => {
  it("takes PNG, JPEG and WebP images up to 5 MB", () => {
    expect(imageProblem(sized("image/png", 5 * MB))).toBeNull();
    expect(imageProblem(sized("image/webp", 1))).toBeNull();
    expect(imageProblem(sized("image/png", 5 * MB + 1))).toBe("size");
    expect(imageProblem(sized("image/gif", 10))).toBe("type");
    expect(imageProblem(sized("application/pdf", 10))).toBe("type");
    expect(IMAGE_RULES.accept).toBe("image/png,image/jpeg,image/webp");
  });

  it("takes up to three documents in all, counting the kept ones", () => {
    expect(documentsProblem([sized("application/pdf", 10 * MB)], 2)).toBeNull();
    expect(documentsProblem([sized("application/pdf", 1), sized("image/jpeg", 1)], 2)).toBe("count");
    expect(documentsProblem([sized("application/zip", 1)], 0)).toBe("type");
    expect(documentsProblem([sized("application/pdf", 10 * MB + 1)], 0)).toBe("size");
    expect(documentRules(1).maxFiles).toBe(2);
    expect(documentRules(3).maxFiles).toBe(0);
  });
});
