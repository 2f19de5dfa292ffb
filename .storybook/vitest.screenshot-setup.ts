/**
 * Offline visual regression for every story run by the `storybook` vitest project (no Chromatic, no network).
 * After a story's play function and a11y check have passed, the page is resized to a fixed 800x600 and the body
 * is compared pixel by pixel (threshold 0, see vitest.config.ts) with
 *   <story dir>/__screenshots__/<file>.stories.tsx/<story-id>-chromium-linux.png
 * Create or refresh baselines: npm run test:screenshots:update. Opt a story out with `tags: ["no-visual"]`.
 *
 * Why the resize: @storybook/addon-vitest sets a 1200x900 viewport per story, which vitest 4 scales down to fit
 * its 1280x720 runner page; a fixed size keeps baselines identical across vitest majors.
 * Why the layout styles: Storybook's own page applies `parameters.layout` with CSS that the vitest page lacks;
 * without it a padded story sits at 0,0 and its focus ring is cut off. The values copy Storybook's.
 * Why skip failed tests: a broken story's screenshot would only add a second, misleading failure.
 */
import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

type Layout = "padded" | "centered" | "fullscreen";
type StoryContext = {
  story?: { tags?: string[]; parameters?: { layout?: Layout } };
};

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

afterEach(async (ctx) => {
  const meta = ctx.task.meta as { storyId?: string };
  const story = (ctx as unknown as StoryContext).story;
  const tags = story?.tags ?? [];
  if (!meta.storyId || ctx.task.result?.state === "fail" || tags.includes("no-visual")) return;
  const body = document.body;
  Object.assign(body.style, {
    boxSizing: "border-box",
    ...layoutStyles[story?.parameters?.layout ?? "padded"],
  });
  try {
    await page.viewport(800, 600);
    await expect.element(page.elementLocator(body)).toMatchScreenshot(meta.storyId);
  } finally {
    body.removeAttribute("style");
  }
});
