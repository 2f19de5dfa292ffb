import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const FIRST_CSS = readFileSync(path.join(here, "typeface.css"), "utf8");
const PACKAGE_DIR = path.join(here, "../node_modules/pretendard/dist/web/variable");
const FULL_CSS = readFileSync(path.join(PACKAGE_DIR, "pretendardvariable-dynamic-subset.css"), "utf8");

type Face = { family: string; src: string; ranges: [number, number][] };

function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
    family: /font-family:\s*['"]([^'"]+)['"]/.exec(body)?.[1] ?? "",
    src: /url\(["']?([^"')]+)["']?\)/.exec(body)?.[1] ?? "",
    ranges: (/unicode-range:([^;]+);/.exec(body)?.[1] ?? "").split(",").map((part) => {
      const [from = "0", to] = part.trim().slice(2).split("-");
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    }),
  }));
}

const covers = (face: Face, codePoint: number) => face.ranges.some(([a, b]) => codePoint >= a && codePoint <= b);
const slice = (src: string) => /subset\.(\d+)\.woff2$/.exec(src)?.[1];

describe("the typeface slices of the first paint (typeface.css)", () => {
  const first = faces(FIRST_CSS).filter((face) => face.family === "Pretendard Variable");
  const full = new Map(faces(FULL_CSS).map((face) => [slice(face.src), face]));

  it("point at files that exist, with the package's own ranges", () => {
    expect(first.length).toBeGreaterThan(0);
    for (const face of first) {
      expect(existsSync(path.join(here, face.src))).toBe(true);
      expect(face.ranges).toEqual(full.get(slice(face.src))?.ranges);
    }
  });

  it("cover every character of an English page: printable ASCII, the won sign, arrows, times", () => {
    const wanted = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), 0x20a9, 0x2192, 0xd7];
    const missing = wanted.filter((cp) => !first.some((face) => covers(face, cp)));
    expect(missing.map((cp) => String.fromCodePoint(cp))).toEqual([]);
  });

  it("the mono face's file exists", () => {
    const mono = faces(FIRST_CSS).filter((face) => face.family === "JetBrains Mono Variable");
    expect(mono).toHaveLength(1);
    expect(existsSync(path.join(here, mono[0]?.src ?? ""))).toBe(true);
  });
});
