/**
 * Offline visual regression for the story tests (no Chromatic, no network). After a story's play function and a11y
 * check have passed, the page is set to 800 px wide and the whole body, however tall (up to 4000 px), is compared with
 *   <story dir>/__screenshots__/<file>.stories.tsx/<story-id>-chromium-linux.png
 * by the glyph-tolerant comparison (tests/visual/compare.ts): strict on flat areas, so a colour token one unit off
 * fails, tolerant of the anti-aliasing at glyph edges that another Chromium build draws differently.
 * Create or refresh baselines: npm run test:screenshots:update.
 *
 * Which stories are compared: the pictures that carry signal. Catalog stories (variant x size x state), every
 * story that shows a state without acting on the page (default, loading, empty, error, 401, Korean ...), and those
 * tagged `visual`. A story whose play function acts like a person (presses a pointer or a key, types, picks a file:
 * the page saw such an event while the story ran) is an interaction test: its assertions are what guard it, and its
 * picture is not compared unless it is tagged `visual`. `no-visual` opts any story out.
 *
 * Why the fonts wait: the typeface arrives in slices by Unicode range; a picture taken while one is on its way
 * would show a fallback face.
 * Why the layout styles: Storybook's own page applies `parameters.layout` with CSS that the vitest page lacks;
 * without it a padded story sits at 0,0 and its focus ring is cut off. The values copy Storybook's.
 * Why skip failed tests: a broken story's screenshot would only add a second, misleading failure.
 * Why a function that every story file calls (vitest.config.ts adds the call): the story files share one page and
 * its modules, and Vitest imports a setup file again only when the clock has moved since the last file, so hooks
 * registered by a setup file missed most files (their pictures were silently never compared).
 */
import { type TestContext, afterEach, beforeEach, expect } from "vitest";
import { page } from "vitest/browser";

type Layout = "padded" | "centered" | "fullscreen";
type ComposedStory = { storyName?: string; tags?: string[]; parameters?: { layout?: Layout } };

const layoutStyles: Record<Layout, Partial<CSSStyleDeclaration>> = {
  padded: { padding: "1rem" },
  centered: {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    minHeight: "100vh",
    padding: "1rem",
  },
  fullscreen: {},
};

/** The tallest picture taken: longer pages are cut here rather than filling the baselines with empty rows. */
const MAX_HEIGHT = 4000;

/** Events only a person (or a play function acting as one) causes; no story's page has anyone else at it. */
const ACTIONS = ["pointerdown", "mousedown", "keydown", "input", "change"] as const;
let acted = false;
for (const type of ACTIONS) document.addEventListener(type, () => (acted = true), { capture: true });

/** Sets the page's size unless it has it already (each change is a round trip to the browser and a new layout). */
async function viewport(width: number, height: number) {
  if (window.innerWidth !== width || window.innerHeight !== height) await page.viewport(width, height);
}

/** Registers the hooks on the story file being collected; called once by each story file. */
export function registerStoryHooks() {
  beforeEach(resetPage);
  afterEach(comparePicture);
}

async function resetPage() {
  acted = false;
  // every story starts on the same 800x600 page, whatever the story before it left
  await viewport(800, 600);
}

/** Whether the story's picture is compared (see the header). */
function comparesPicture(story: ComposedStory, actedDuringStory: boolean): boolean {
  const tags = story.tags ?? [];
  if (tags.includes("no-visual")) return false;
  if (tags.includes("visual") || /catalog/i.test(story.storyName ?? "")) return true;
  return !actedDuringStory;
}

async function comparePicture(ctx: TestContext) {
  const meta = ctx.task.meta as { storyId?: string };
  const story = (ctx as unknown as { story?: ComposedStory }).story;
  if (!meta.storyId || !story || ctx.task.result?.state === "fail" || !comparesPicture(story, acted)) return;
  const body = document.body;
  Object.assign(body.style, {
    boxSizing: "border-box",
    ...layoutStyles[story.parameters?.layout ?? "padded"],
  });
  try {
    await viewport(800, 600);
    // a page taller than the window (a screen with its own scrolling area included) is captured whole
    const height = Math.max(document.documentElement.scrollHeight, body.scrollHeight);
    if (height > 600) await viewport(800, Math.min(height, MAX_HEIGHT));
    await document.fonts.ready;
    await expect.element(page.elementLocator(body)).toMatchScreenshot(meta.storyId);
  } finally {
    body.removeAttribute("style");
  }
}
