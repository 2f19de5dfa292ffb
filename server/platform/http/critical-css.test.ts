import { describe, expect, it } from "vitest";
import { pageClasses, parseStylesheet, selectorClasses, usedCss } from "./critical-css";

const SHEET = [
  "/*! a licence */",
  "@layer theme, base, utilities;",
  "@layer theme{:root{--ds-black:#000}}",
  '@font-face{font-family:Face;src:url("a{b}.woff2")}',
  '@property --tw-x{syntax:"*";inherits:false}',
  "@layer base{html{color:red}.prose p{margin:0}}",
  "@layer components;",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.py-0\\.5{padding-block:2px}",
  ".md\\:flex{@media (width>=48rem){display:flex}}",
  "@media (width>=48rem){.md\\:grid{display:grid}}",
  ".\\32 xl\\:block{display:block}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}",
  ":where(.space-y-2>:not(:last-child)){margin-top:8px}",
  ".a,.b .c{color:blue}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  ".btn[data-state=open]{color:green}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

const used = (classes: string[]) => usedCss(parseStylesheet(SHEET), new Set(classes));

describe("the rules a page uses", () => {
  it("keeps what no class decides: statements, the root's variables, faces, properties, elements, keyframes", () => {
    const css = used([]);
    for (const kept of [
      "@layer theme, base, utilities;",
      ":root{--ds-black:#000}",
      '@font-face{font-family:Face;src:url("a{b}.woff2")}',
      '@property --tw-x{syntax:"*";inherits:false}',
      "html{color:red}",
      "@layer components;",
      ":where(.space-y-2>:not(:last-child)){margin-top:8px}",
      "@keyframes spin{to{transform:rotate(1turn)}}",
    ]) {
      expect(css).toContain(kept);
    }
    expect(css).not.toContain("display:flex");
    expect(css).not.toContain("/*!");
  });

  it("keeps a layer that lost all its rules, so the layers keep their order, and drops an empty condition", () => {
    const css = used([]);
    expect(css).toContain("@layer utilities{:where(");
    expect(css).not.toContain("@media (width>=48rem){}");
    expect(used(["md:grid"])).toContain("@media (width>=48rem){.md\\:grid{display:grid}}");
  });

  it("keeps a rule whose classes are all on the page, in the sheet's order, with its nested rules", () => {
    const css = used(["grid", "flex", "py-0.5", "md:flex", "2xl:block"]);
    expect(css).toContain(".flex{display:flex}.grid{display:grid}.py-0\\.5{padding-block:2px}");
    expect(css).toContain(".md\\:flex{@media (width>=48rem){display:flex}}");
    expect(css).toContain(".\\32 xl\\:block{display:block}");
  });

  it("needs every class of one selector of the list; a class inside :is() or :where() does not decide", () => {
    expect(used(["c"])).not.toContain("color:blue");
    expect(used(["b", "c"])).toContain(".a,.b .c{color:blue}");
    expect(used(["a"])).toContain(".a,.b .c{color:blue}");
    expect(used(["group-hover:underline"])).toContain("text-decoration:underline");
    expect(used(["group"])).not.toContain("text-decoration:underline");
    expect(used(["btn"])).toContain(".btn[data-state=open]{color:green}");
    expect(used(["[&>svg]:size-4"])).toContain("width:1rem");
  });

  it("keeps the whole sheet when every class is on the page", () => {
    const everything: ReadonlySet<string> = { has: () => true } as unknown as ReadonlySet<string>;
    const css = usedCss(parseStylesheet(SHEET), everything);
    expect(css).toBe(SHEET.replace("/*! a licence */", ""));
  });
});

describe("the classes of a selector and of a page", () => {
  it("unescapes class names as the sheet writes them", () => {
    expect(selectorClasses(".py-0\\.5")).toEqual([["py-0.5"]]);
    expect(selectorClasses(".\\32 xl\\:flex:hover")).toEqual([["2xl:flex"]]);
    expect(selectorClasses('.w-1\\/2,.x[title=".y"]')).toEqual([["w-1/2"], ["x"]]);
    expect(selectorClasses(":not(.a) .b")).toEqual([["b"]]);
  });

  it("reads every class attribute of the markup, entities decoded", () => {
    const html =
      '<html class="lite"><body><div class="flex  gap-2"><p class="[&amp;&gt;svg]:size-4 x">a class=&quot;not&quot;</p></div>';
    expect([...pageClasses(html)].sort()).toEqual(["[&>svg]:size-4", "flex", "gap-2", "lite", "x"]);
  });
});
