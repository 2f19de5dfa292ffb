import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class of the same group win", () => {
    expect(cn("px-4 bg-primary", "px-2")).toBe("bg-primary px-2");
    expect(cn("bg-primary", "bg-danger")).toBe("bg-danger");
  });

  it("drops falsy inputs", () => {
    expect(cn("a", false, undefined, null, "", { b: true, c: false })).toBe("a b");
  });

  it("knows the token names that tailwind-merge cannot guess", () => {
    expect(cn("shadow-sm", "shadow-focus")).toBe("shadow-focus");
    expect(cn("focus-visible:shadow-sm", "focus-visible:shadow-focus")).toBe("focus-visible:shadow-focus");
    expect(cn("z-10", "z-toast")).toBe("z-toast");
    expect(cn("duration-200", "duration-toast")).toBe("duration-toast");
    expect(cn("ease-in", "ease-standard")).toBe("ease-standard");
    expect(cn("w-full", "w-toast")).toBe("w-toast");
    expect(cn("max-w-sm", "max-w-toast")).toBe("max-w-toast");
  });

  it("keeps a shadow colour and a shadow size apart", () => {
    expect(cn("shadow-focus", "shadow-primary")).toBe("shadow-focus shadow-primary");
  });
});
