import { create } from "qrcode";

/** Error correction: how much of the code may be damaged or covered and still scan (L 7 %, M 15 %, Q 25 %, H 30 %). */
export type QrErrorCorrection = "L" | "M" | "Q" | "H";

export type QrMatrix = {
  /** QR version 1–40; each step adds 4 modules per side (version 1 is 21 × 21). */
  version: number;
  /** Modules per side, without the quiet zone. */
  size: number;
  isDark: (row: number, col: number) => boolean;
};

/** Encodes `value` into its module matrix (the `qrcode` package picks the smallest version that fits). */
export function qrMatrix(value: string, errorCorrection: QrErrorCorrection = "M"): QrMatrix {
  const code = create(value, { errorCorrectionLevel: errorCorrection });
  const { size } = code.modules;
  return { version: code.version, size, isDark: (row, col) => code.modules.get(row, col) === 1 };
}

/**
 * One SVG path for all dark modules, offset by the quiet zone. Runs of dark modules in a row become one rectangle,
 * which keeps the path short; with `shape-rendering="crispEdges"` the modules stay sharp at any size.
 */
export function qrPath(matrix: QrMatrix, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col++;
      const run = col - start;
      parts.push(`M${start + margin} ${row + margin}h${run}v1h-${run}z`);
    }
  }
  return parts.join("");
}
