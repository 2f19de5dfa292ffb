import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CardMedia } from "./card";

afterEach(cleanup);

describe("CardMedia", () => {
  it("loads a list's pictures lazily by default", () => {
    render(<CardMedia src="/a.jpg" alt="Palace" />);
    const img = screen.getByRole("img", { name: "Palace" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });

  it("fetches the page's largest picture at once and ahead of the others", () => {
    render(<CardMedia src="/a.jpg" alt="Palace" loading="lazy" priority />);
    const img = screen.getByRole("img", { name: "Palace" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });
});
