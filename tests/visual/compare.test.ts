import { describe, expect, it } from "vitest";
import { compareGlyphTolerant } from "./compare";

type Rgba = [number, number, number, number];

/** A width x height picture filled with one colour. */
function picture(width: number, height: number, fill: Rgba) {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(fill, i * 4);
  return { metadata: { width, height }, data };
}

function paint(pic: ReturnType<typeof picture>, x: number, y: number, w: number, h: number, colour: Rgba) {
  for (let yy = y; yy < y + h; yy++)
    for (let xx = x; xx < x + w; xx++) pic.data.set(colour, (yy * pic.metadata.width + xx) * 4);
}

const white: Rgba = [255, 255, 255, 255];
const blue: Rgba = [29, 78, 216, 255];

/** A page with a filled button and a line of "text" (single-pixel strokes, as glyph edges are). */
function page(buttonColour: Rgba = blue, textShift = 0) {
  const pic = picture(200, 100, white);
  paint(pic, 20, 20, 80, 30, buttonColour);
  for (let x = 20; x < 180; x += 4) paint(pic, x + textShift, 70, 1, 8, [40, 40, 40, 255]);
  return pic;
}

describe("glyph-tolerant screenshot comparison", () => {
  it("passes identical pictures", () => {
    expect(compareGlyphTolerant(page(), page())).toMatchObject({ pass: true, flatPixels: 0, edgePixels: 0 });
  });

  it("fails a fill one unit darker in one channel (a token change)", () => {
    const result = compareGlyphTolerant(page(), page([29, 78, 215, 255]));
    expect(result.pass).toBe(false);
    expect(result.flatPixels).toBeGreaterThan(1000);
    expect(result.message).toMatch(/flat areas differ/);
  });

  it("passes glyph strokes that moved by a pixel's fraction (anti-aliasing of another build)", () => {
    const moved = page();
    // every stroke's right neighbour picks up a light grey, as a sub-pixel shift draws it
    for (let x = 21; x < 181; x += 4) paint(moved, x, 70, 1, 8, [200, 200, 200, 255]);
    const result = compareGlyphTolerant(page(), moved, { maxEdgeRatio: 0.02, maxEdgeSum: 10 });
    expect(result).toMatchObject({ pass: true, flatPixels: 0 });
    expect(result.edgePixels).toBeGreaterThan(0);
  });

  it("fails when edge differences cover more than the allowed share", () => {
    const result = compareGlyphTolerant(page(), page(blue, 2), { maxEdgeRatio: 0.001 });
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/edge pixels differ/);
  });

  it("fails a changed size: a taller picture is a layout change", () => {
    const result = compareGlyphTolerant(picture(10, 10, white), picture(10, 11, white));
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/10×10px.*10×11px/);
  });

  it("draws a diff only when asked, marking flat differences red", () => {
    expect(compareGlyphTolerant(page(), page()).diff).toBeNull();
    const { diff } = compareGlyphTolerant(page(), page([30, 78, 216, 255]), { createDiff: true });
    const inside = (30 * 200 + 50) * 4;
    expect(Array.from(diff!.slice(inside, inside + 4))).toEqual([255, 0, 0, 255]);
  });
});
