import { describe, expect, it } from "vitest";
import { filesProblem, uploadRules } from "./file-checks";

const sized = (type: string, size: number) => ({ type, size });
const limits = { types: ["application/pdf", "image/png"], maxBytes: 100, maxFiles: 3 };

describe("file checks", () => {
  it("checks the type, then the size, then the count with the kept files", () => {
    expect(filesProblem([sized("application/pdf", 100)], limits, 2)).toBeNull();
    expect(filesProblem([sized("image/gif", 1)], limits)).toBe("type");
    expect(filesProblem([sized("image/png", 101)], limits)).toBe("size");
    expect(filesProblem([sized("image/png", 1), sized("image/png", 1)], limits, 2)).toBe("count");
    expect(filesProblem([sized("image/png", 1), sized("image/png", 1)], { ...limits, maxFiles: undefined })).toBe(
      "count",
    );
  });

  it("gives the picker the places left", () => {
    expect(uploadRules(limits, 1)).toEqual({ accept: "application/pdf,image/png", maxSizeBytes: 100, maxFiles: 2 });
    expect(uploadRules(limits, 5).maxFiles).toBe(0);
    expect(uploadRules({ types: ["image/png"], maxBytes: 1 }).maxFiles).toBe(1);
  });
});
