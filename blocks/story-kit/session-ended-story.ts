import type { Area } from "@lib/session/areas";
import { getToken } from "@lib/session/session-store";
import type { StoryContext } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { expect, waitFor } from "storybook/test";

type Canvas = StoryContext["canvas"];

const WAIT = { timeout: 5000 };

/**
 * The session ended elsewhere (the API answers 401): the token of `area` is cleared and the page says so (the site's
 * guard then asks them to sign in again).
 */
export function sessionEndedStory(handlers: RequestHandler[], area: Area) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await canvas.findByRole("heading", { level: 2, name: "You are signed out" }, WAIT)).toBeVisible();
      await waitFor(() => expect(getToken(area)).toBeNull(), WAIT);
    },
  };
}
