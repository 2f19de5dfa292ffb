import { describe, expect, it } from "vitest";
import { chooseEncoding, isCompressible } from "../http/compression";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours refusals", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("isCompressible", () => {
  it("compresses text formats of a useful size only", () => {
    expect(isCompressible("/a/index-x.js", 5000)).toBe(true);
    expect(isCompressible("/a/logo.svg", 5000)).toBe(true);
    expect(isCompressible("/a/photo.png", 5000)).toBe(false);
    expect(isCompressible("/a/index-x.js", 200)).toBe(false);
  });
});
