import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { waitFor } from "storybook/test";

/**
 * Story-only helper. storybook-addon-pseudo-states rewrites `:hover`/`:focus-visible` rules when it hears
 * STORY_RENDERED and looks for `#storybook-root`; the vitest runner has neither, so forced states silently do
 * nothing there. Stories using it set `pseudo.rootSelector: "body"`; their play calls this, which re-sends the
 * event (harmless in the Storybook UI) and waits until every target carries its pseudo class, so the screenshot
 * shows the forced state. The classes start colour transitions; it waits for those to end too.
 */
export async function applyPseudoStates(selectors: readonly string[]): Promise<void> {
  addons.getChannel().emit(STORY_RENDERED);
  await waitFor(() => {
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`No element matches ${selector}`);
      if (!/\bpseudo-/.test(element.className)) throw new Error(`${selector} has no pseudo-state class yet`);
    }
  });
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}

/**
 * The colour a design token resolves to right now (for assertions: "the hovered border is the hover token"),
 * read through a throwaway element so stories never spell a raw colour.
 */
export function tokenColor(token: string): string {
  const probe = document.createElement("span");
  probe.style.color = `var(--ds-${token})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}
