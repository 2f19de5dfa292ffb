import { cleanup, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { QrCode } from "./qr-code";
import { qrMatrix, qrPath } from "./qr-matrix";

afterEach(cleanup);

describe("qrMatrix", () => {
  it("fits a short value in version 1, 21 modules a side", () => {
    const matrix = qrMatrix("HELLO WORLD", "M");
    expect(matrix.version).toBe(1);
    expect(matrix.size).toBe(21);
  });

  it("grows 4 modules per version: more data or more error correction needs a bigger code", () => {
    expect(qrMatrix("HELLO WORLD", "H")).toMatchObject({ version: 2, size: 25 });
    const url = "https://example.com/purchase/reservation-detail/12345";
    expect(qrMatrix(url, "M")).toMatchObject({ version: 4, size: 33 });
    expect(qrMatrix(url, "H")).toMatchObject({ version: 6, size: 41 });
  });

  it("has the three finder patterns: dark 7-module rings in three corners", () => {
    const { size, isDark } = qrMatrix("R-2026-0142");
    for (const [top, left] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      for (let i = 0; i < 7; i++) {
        expect(isDark(top, left + i)).toBe(true);
        expect(isDark(top + 6, left + i)).toBe(true);
        expect(isDark(top + i, left)).toBe(true);
      }
      // the white ring inside, then the dark 3 x 3 centre
      expect(isDark(top + 1, left + 1)).toBe(false);
      expect(isDark(top + 3, left + 3)).toBe(true);
    }
    // the fourth corner has no finder pattern: its ring is not solid
    const ring = Array.from({ length: 7 }, (_, i) => isDark(size - 7, size - 7 + i) && isDark(size - 7 + i, size - 7));
    expect(ring.every(Boolean)).toBe(false);
  });
});

describe("qrPath", () => {
  it("draws one rectangle per run of dark modules, shifted by the quiet zone", () => {
    const stub = { version: 1, size: 3, isDark: (row: number, col: number) => row === 1 && col < 2 };
    expect(qrPath(stub, 4)).toBe("M4 5h2v1h-2z");
    expect(qrPath(stub, 0)).toBe("M0 1h2v1h-2z");
  });
});

describe("QrCode", () => {
  it("renders the same SVG for the same value, and a different one for another value", () => {
    const a = renderToStaticMarkup(<QrCode value="R-2026-0142" label="Reservation" />);
    const b = renderToStaticMarkup(<QrCode value="R-2026-0142" label="Reservation" />);
    const c = renderToStaticMarkup(<QrCode value="R-2026-0143" label="Reservation" />);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("is an image named by its label, sized to the code plus the quiet zone, drawn in currentColor", () => {
    render(<QrCode value="HELLO WORLD" label="Visitor pass" margin={2} />);
    const image = screen.getByRole("img", { name: "Visitor pass" });
    expect(image.getAttribute("viewBox")).toBe("0 0 25 25");
    expect(image.querySelector("path")?.getAttribute("fill")).toBe("currentColor");
    expect(image.getAttribute("shape-rendering")).toBe("crispEdges");
  });

  it("with a visible caption is named by it", () => {
    render(<QrCode value="HELLO WORLD" label="Show this at the gate" showLabel />);
    const image = screen.getByRole("img", { name: "Show this at the gate" });
    expect(image.hasAttribute("aria-labelledby")).toBe(true);
    expect(screen.getByText("Show this at the gate").tagName).toBe("FIGCAPTION");
  });

  it("always uses the light tokens, so the code stays dark on light in the dark theme", () => {
    const { container } = render(<QrCode value="HELLO WORLD" label="Pass" />);
    expect(container.firstElementChild?.classList.contains("lite")).toBe(true);
  });
});
