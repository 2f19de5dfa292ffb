import type { StoryContext } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { expect, within } from "storybook/test";
import { handheldScan, scanResult } from "./scanner-stories";

type Canvas = StoryContext["canvas"];

/** A handheld scan of `code` into `field`, then the scanning screen's answer in `answer`'s words. */
export async function scanAndSee(canvas: Canvas, field: HTMLElement, code: string, answer: string) {
  await handheldScan(field, code);
  await expect(await within(scanResult(canvas)).findByText(answer)).toBeVisible();
}

/**
 * A story with its own mocked server (`api`: its handlers keep what they were asked), made fresh before the story
 * runs, and `before` the story's own preparation. The api is returned beside the story so the play can read it.
 */
export function freshApiStory<Api extends { handlers: RequestHandler[]; reset: () => void }>(
  api: Api,
  before?: () => void,
) {
  return {
    api,
    story: {
      beforeEach: () => {
        api.reset();
        before?.();
      },
      parameters: { msw: { handlers: api.handlers } },
    },
  };
}
