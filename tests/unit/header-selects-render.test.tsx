// @vitest-environment node
// The header's language and currency selects as the server renders them (ADR 0024): the real select's closed trigger
// (its stand-in, the same markup without Radix Select, whose code loads when the visitor reaches for it) in the
// page's HTML, not a fallback.
import { describe, expect, it } from "vitest";
import { renderPage } from "../../sites/entry-server";

async function html(path: string, lang: "en" | "ko" = "en"): Promise<string> {
  const rendered = await renderPage(new Request(`http://localhost${path}`), lang);
  if (rendered.kind !== "page") throw new Error(`${path} was not rendered: ${JSON.stringify(rendered)}`);
  return rendered.html;
}

/**
 * The select whose trigger has the `data-slot` given: its trigger's opening tag and what it holds, and whether it
 * stands beside Radix Select's hidden native select, as the real select writes it, and in no Suspense boundary left
 * waiting (`<!--$?-->`) or to the browser (`<!--$!-->`).
 */
function select(page: string, slot: string) {
  const match = new RegExp(
    `(<!--\\$[?!]-->)?<button[^>]*data-slot="${slot}"[^>]*>([\\s\\S]*?)</button>(<select aria-hidden="true")?`,
  ).exec(page);
  if (!match) throw new Error(`no ${slot} in the page`);
  const [whole, unfinished, inner = ""] = match;
  return {
    tag: whole.slice(whole.indexOf("<button"), whole.indexOf(">", whole.indexOf("<button")) + 1),
    inner,
    text: inner.replace(/<[^>]+>/g, ""),
    real: unfinished === undefined && match[3] !== undefined,
  };
}

describe("the header's selects in a page rendered on the server", () => {
  it("carry the language select's trigger: a combobox, named, showing the page's language in its own name", async () => {
    const english = select(await html("/mice"), "language-select");
    expect(english.tag).toContain('role="combobox"');
    expect(english.tag).toContain('aria-label="Language"');
    expect(english.tag).toContain('aria-expanded="false"');
    expect(english.real).toBe(true);
    expect(english.text).toBe("English");
    expect(english.inner).toContain('lang="en"');
    const korean = select(await html("/mice", "ko"), "language-select");
    expect(korean.tag).toContain('aria-label="언어"');
    expect(korean.text).toBe("한국어");
  }, 60_000);

  it("carry the shop's currency select with the guest's currency, and no fallback in place of either", async () => {
    const page = await html("/main");
    const currency = select(page, "currency-select");
    expect(currency.tag).toContain('role="combobox"');
    expect(currency.real).toBe(true);
    expect(currency.text).toBe("USD ($)");
    expect(select(page, "language-select").text).toBe("English");
    expect(page).not.toContain("select-fallback");
  }, 60_000);
});
