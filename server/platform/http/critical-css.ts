/**
 * The style sheet's rules a page can use, to write into its HTML (ADR 0024, "Nothing before the paint but the
 * page"): a style sheet is a request that holds the first paint, and a phone's first paint waited for all of it.
 * A rule is kept unless its selector names a class the page's markup does not carry; rules without classes (the
 * elements', the root's variables), faces, properties and keyframes are always kept, and layers keep their order.
 * It errs on keeping: a class named only inside `:is()`, `:where()`, `:not()` or `:has()` does not decide.
 * The whole sheet follows after the paint; it holds every rule again in order, so the cascade comes out the same.
 */

type Block =
  /** kept whatever the page holds: a statement, a face, a property, keyframes */
  | { kind: "keep"; text: string }
  /** a style rule: kept when one of its selectors' classes are all on the page */
  | { kind: "rule"; text: string; needs: string[][] }
  /** a conditional group or layer: its rules decide; a layer is kept even when empty (its place sets its order) */
  | { kind: "group"; head: string; children: Block[]; keepEmpty: boolean };

export type ParsedSheet = Block[];

const GROUPS = new Set(["media", "supports", "layer", "container", "starting-style", "scope"]);

/**
 * Where what starts at `i` ends when it is not CSS structure (an escape, a string, a comment): the index of its last
 * character, for a scan to go on after it. Undefined for any other character.
 */
function skipFrom(css: string, i: number): number | undefined {
  const ch = css.charAt(i);
  if (ch === "\\") return i + 1;
  if (ch === '"' || ch === "'") return stringEnd(css, i);
  if (ch === "/" && css[i + 1] === "*") {
    const close = css.indexOf("*/", i + 2);
    return close === -1 ? css.length : close + 1;
  }
  return undefined;
}

function stringEnd(css: string, start: number): number {
  const quote = css.charAt(start);
  for (let i = start + 1; i < css.length; i++) {
    const ch = css.charAt(i);
    if (ch === "\\") i++;
    else if (ch === quote) return i;
  }
  return css.length;
}

/** The index just past the block that opens at `open` (a `{`). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const skipped = skipFrom(css, i);
    if (skipped !== undefined) i = skipped;
    else if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i + 1;
  }
  return css.length;
}

/** Where the prelude starting at `from` ends: the `{` or `;` outside parentheses and brackets. */
function preludeEnd(css: string, from: number): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const skipped = skipFrom(css, i);
    const ch = css.charAt(i);
    if (skipped !== undefined) i = skipped;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (depth === 0 && (ch === "{" || ch === ";")) return i;
  }
  return css.length;
}

export function parseStylesheet(css: string): ParsedSheet {
  const blocks: Block[] = [];
  let i = 0;
  while (i < css.length) {
    if (/\s/.test(css.charAt(i))) {
      i++;
      continue;
    }
    if (css.startsWith("/*", i)) {
      i = (skipFrom(css, i) ?? i) + 1;
      continue;
    }
    const end = preludeEnd(css, i);
    const prelude = css.slice(i, end).trim();
    if (css[end] !== "{") {
      // a statement (`@layer a, b;`, `@import …;`) or a stray end
      if (prelude) blocks.push({ kind: "keep", text: `${prelude};` });
      i = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    const text = css.slice(i, close).trim();
    if (prelude.startsWith("@")) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? "";
      if (GROUPS.has(name)) {
        blocks.push({
          kind: "group",
          head: prelude,
          children: parseStylesheet(css.slice(end + 1, close - 1)),
          keepEmpty: name === "layer",
        });
      } else {
        blocks.push({ kind: "keep", text });
      }
    } else {
      blocks.push({ kind: "rule", text, needs: selectorClasses(prelude) });
    }
    i = close;
  }
  return blocks;
}

/** A class name as written in a selector (`py-0\.5`, `\32 xl\:flex`), unescaped. */
function readIdent(selector: string, from: number): [name: string, end: number] {
  let name = "";
  let i = from;
  while (i < selector.length) {
    const ch = selector.charAt(i);
    if (ch === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(selector.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
        i += 1 + hex[0].length;
      } else {
        name += selector[i + 1] ?? "";
        i += 2;
      }
    } else if (/[\w-]/.test(ch) || ch.charCodeAt(0) > 0x7f) {
      name += ch;
      i++;
    } else {
      break;
    }
  }
  return [name, i];
}

/**
 * For each selector of a list, the classes it needs on the page: those outside functional pseudo-classes and
 * attribute brackets (inside them a class may be an alternative or a negation).
 */
export function selectorClasses(selectorList: string): string[][] {
  const alternatives: string[][] = [[]];
  let depth = 0;
  for (let i = 0; i < selectorList.length; i++) {
    const skipped = skipFrom(selectorList, i);
    const ch = selectorList.charAt(i);
    if (skipped !== undefined) {
      i = skipped;
    } else if (ch === "(" || ch === "[") {
      depth++;
    } else if (ch === ")" || ch === "]") {
      depth--;
    } else if (ch === "," && depth === 0) {
      alternatives.push([]);
    } else if (ch === "." && depth === 0) {
      const [name, end] = readIdent(selectorList, i + 1);
      if (name) alternatives.at(-1)?.push(name);
      i = end - 1;
    }
  }
  return alternatives;
}

/** The rules of the sheet that the classes can use, as one style sheet's text. */
export function usedCss(sheet: ParsedSheet, classes: ReadonlySet<string>): string {
  let out = "";
  for (const block of sheet) {
    if (block.kind === "keep") out += block.text;
    else if (block.kind === "rule") {
      if (block.needs.some((needed) => needed.every((name) => classes.has(name)))) out += block.text;
    } else {
      const inner = usedCss(block.children, classes);
      if (inner || block.keepEmpty) out += `${block.head}{${inner}}`;
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };

/** Every class the page's markup carries (its `class` attributes, the root element's included). */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = (match[1] ?? "").replace(
      /&(amp|lt|gt|quot|apos|#39|#x27);/g,
      (_, name: string) => ENTITIES[name] ?? "",
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
