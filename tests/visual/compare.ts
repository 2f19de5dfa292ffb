/**
 * The screenshot comparison of the story tests (registered as `glyph-tolerant` in vitest.config.ts).
 *
 * Two machines of the same kind draw the same page with the same typefaces a little differently at the edges of
 * glyphs and curves: another Chromium build rounds anti-aliasing and sub-pixel positions its own way. A changed
 * colour, spacing or size does something else: it changes flat areas (a fill one unit darker changes every pixel of
 * it) or many pixels by a lot. So each differing pixel is judged by where it is:
 *
 * - **flat**: its 3x3 neighbourhood is one colour in both pictures (inside a fill, a border's run, the page). Any
 *   difference here, even one unit of one channel, is a real change.
 * - **edge**: next to a colour change in either picture (glyphs, icons, rounded corners). Such a difference is
 *   rendering noise while the edge pixels that differ stay few (`maxEdgeRatio` of the picture) and the picture as
 *   a whole does not move (`maxEdgeSum`, the summed channel differences, caps a changed text colour or weight).
 *
 * Sizes must match exactly: a taller or wider picture is a layout change.
 */

declare module "@vitest/browser/context" {
  interface ScreenshotComparatorRegistry {
    "glyph-tolerant": GlyphTolerantOptions;
  }
}

type Picture = { metadata: { width: number; height: number }; data: ArrayLike<number> };

export type GlyphTolerantOptions = {
  /** Differing flat pixels allowed (default 0). */
  maxFlatPixels?: number;
  /** Differing edge pixels allowed, as a share of the picture (default 0.004). */
  maxEdgeRatio?: number;
  /** Summed channel difference of all differing edge pixels allowed, per pixel of the picture (default 0.6). */
  maxEdgeSum?: number;
};

export type Comparison = {
  pass: boolean;
  flatPixels: number;
  edgePixels: number;
  edgeSum: number;
  diff: Uint8Array | null;
  message: string | null;
};

const DEFAULTS: Required<GlyphTolerantOptions> = { maxFlatPixels: 0, maxEdgeRatio: 0.004, maxEdgeSum: 0.6 };

function samePixel(data: ArrayLike<number>, a: number, b: number): boolean {
  return (
    data[a] === data[b] && data[a + 1] === data[b + 1] && data[a + 2] === data[b + 2] && data[a + 3] === data[b + 3]
  );
}

/** The summed difference of the four channels of pixel `i` (a byte offset) between two pictures. */
function channelDelta(a: ArrayLike<number>, b: ArrayLike<number>, i: number): number {
  let sum = 0;
  for (let c = i; c < i + 4; c++) sum += Math.abs((a[c] ?? 0) - (b[c] ?? 0));
  return sum;
}

/** Whether the pixel at (x, y) and its eight neighbours (those inside the picture) are one colour. */
function isFlat(data: ArrayLike<number>, width: number, height: number, x: number, y: number): boolean {
  const at = (y * width + x) * 4;
  for (let dy = -1; dy <= 1; dy++) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      if (nx < 0 || nx >= width || (dx === 0 && dy === 0)) continue;
      if (!samePixel(data, at, (ny * width + nx) * 4)) return false;
    }
  }
  return true;
}

export function compareGlyphTolerant(
  reference: Picture,
  actual: Picture,
  options: GlyphTolerantOptions & { createDiff?: boolean } = {},
): Comparison {
  const { width, height } = reference.metadata;
  if (width !== actual.metadata.width || height !== actual.metadata.height) {
    return {
      pass: false,
      flatPixels: 0,
      edgePixels: 0,
      edgeSum: 0,
      diff: null,
      message: `Expected a ${width}×${height}px picture, but it is ${actual.metadata.width}×${actual.metadata.height}px.`,
    };
  }
  const { maxFlatPixels, maxEdgeRatio, maxEdgeSum } = { ...DEFAULTS, ...options };
  const ref = reference.data;
  const act = actual.data;
  const diff = options.createDiff ? new Uint8Array(width * height * 4) : null;
  let flatPixels = 0;
  let edgePixels = 0;
  let edgeSum = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const delta = channelDelta(ref, act, i);
      if (diff) {
        // the reference faded, differences on top: red for flat, yellow for edge
        const grey = 255 - Math.round((255 - ((ref[i] ?? 0) + (ref[i + 1] ?? 0) + (ref[i + 2] ?? 0)) / 3) * 0.15);
        diff.set([grey, grey, grey, 255], i);
      }
      if (delta === 0) continue;
      const flat = isFlat(ref, width, height, x, y) && isFlat(act, width, height, x, y);
      if (flat) flatPixels++;
      else {
        edgePixels++;
        edgeSum += delta;
      }
      diff?.set(flat ? [255, 0, 0, 255] : [255, 190, 0, 255], i);
    }
  }
  const area = width * height;
  const problems: string[] = [];
  if (flatPixels > maxFlatPixels) problems.push(`${flatPixels} pixels of flat areas differ`);
  if (edgePixels > maxEdgeRatio * area)
    problems.push(`${edgePixels} edge pixels differ (at most ${Math.floor(maxEdgeRatio * area)})`);
  if (edgeSum > maxEdgeSum * area)
    problems.push(`edge pixels differ by ${edgeSum} in all (at most ${Math.floor(maxEdgeSum * area)})`);
  return {
    pass: problems.length === 0,
    flatPixels,
    edgePixels,
    edgeSum,
    diff,
    message: problems.length ? `${problems.join("; ")}.` : null,
  };
}

/** The comparator in the shape vitest's `toMatchScreenshot` registry takes. */
export function glyphTolerant(
  reference: Picture,
  actual: Picture,
  options: GlyphTolerantOptions & { createDiff: boolean },
): { pass: boolean; diff: Uint8Array | null; message: string | null } {
  const { pass, diff, message } = compareGlyphTolerant(reference, actual, options);
  return { pass, diff, message };
}
