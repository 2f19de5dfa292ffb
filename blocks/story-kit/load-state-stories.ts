import type { Area } from "@lib/session/areas";
import { clearArea } from "@lib/session/session-store";
import type { StoryContext } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { expect } from "storybook/test";

type Canvas = StoryContext["canvas"];

/** The read still on its way: the page shows that it is loading. */
export function loadingStory(handlers: RequestHandler[]) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
    },
  };
}

/** A read failed: the page's alert says each of `texts` (what could not be loaded, the server's reason). */
export function alertStory(handlers: RequestHandler[], ...texts: string[]) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      const alert = await canvas.findByRole("alert");
      for (const text of texts) await expect(alert).toHaveTextContent(text);
    },
  };
}

/** Nobody signed in to `area` (a site's guard would have sent a guest to sign in): nothing of anyone's is shown. */
export function guestStory(area: Area) {
  return {
    beforeEach: () => clearArea(area),
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await canvas.findByRole("heading", { name: "You are signed out" })).toBeVisible();
    },
  };
}
