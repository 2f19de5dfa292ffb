import { getToken } from "@lib/session/session-store";
import type { StoryContext } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import { expect, within } from "storybook/test";

type Canvas = StoryContext["canvas"];
/** The mocked API of a story: a list of handlers, or handlers by name (a story may replace one by its name). */
type StoryHandlers = RequestHandler[] | Record<string, RequestHandler | RequestHandler[]>;

/** The failed read of an operators' page: the alert names what could not be loaded and offers a retry. */
export function loadErrorStory(handlers: RequestHandler[], message: string) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(message);
      await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    },
  };
}

/** The session ended elsewhere (401): the operator's token is cleared and the page says so. */
export function signedOutStory(handlers: RequestHandler[]) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await canvas.findByRole("heading", { name: "You are signed out" }, { timeout: 5000 })).toBeVisible();
      await expect(getToken("admin")).toBeNull();
    },
  };
}

export type ForbiddenStoryOptions = {
  /** The notice's heading: whose page this is. */
  heading?: string;
  /** Whether the story also asserts the account stays signed in (its token kept). */
  stillSignedIn?: boolean;
};

/** A staff account of another role (403): told the page is not theirs. */
export function forbiddenStory(
  handlers: RequestHandler[],
  { heading = "This page is for operators", stillSignedIn = true }: ForbiddenStoryOptions = {},
) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await canvas.findByRole("heading", { level: 2, name: heading }, { timeout: 5000 })).toBeVisible();
      if (stillSignedIn) await expect(getToken("admin")).not.toBeNull();
    },
  };
}

/**
 * A read failed and the page says so in its own words: the notice's `title`, any `details` (the server's reason), and
 * a way to try again.
 */
export function loadFailedStory(handlers: StoryHandlers, title: string, ...details: string[]) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await canvas.findByText(title, {}, { timeout: 5000 })).toBeVisible();
      for (const detail of details) await expect(canvas.getByText(detail)).toBeVisible();
      await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
    },
  };
}
