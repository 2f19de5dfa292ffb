import { signedInStory } from "@blocks/feature-kit";
import { getToken } from "@lib/session/session-store";
import { expect } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { consoleApi, consoleErrorHandlers, consoleLoadingHandlers, consoleUnauthorizedHandlers } from "./handlers";

/** Where the console's screens live in the stories (as the summit site mounts them). */
export const CONSOLE_PATHS = {
  courses: "/apec2025/admin/courses",
  newCourse: "/apec2025/admin/courses/new",
  course: (slug: string) => `/apec2025/admin/courses/${slug}`,
  departures: (slug: string) => `/apec2025/admin/courses/${slug}/departures`,
  board: "/apec2025/admin/departures",
};

/**
 * The frame of a console screen's stories (title, component and tags stay with each story file): the screen at its
 * address, an operator signed in for each story, the console's mocked API.
 */
export function consoleStoryMeta(path: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    parameters: {
      layout: "fullscreen",
      route: { path },
      msw: { handlers: consoleApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
  };
}

/** What a screen shows only once its data is there (absent while loading and when signed out). */
type Query = (canvas: Canvas) => HTMLElement | null;

/**
 * The three states every console screen meets before its data (each screen names what it failed to load and what
 * stays hidden): waiting, the read failed (said, with a retry), and the session ended elsewhere (every call
 * answers 401, the session is cleared and the page says so).
 */
export function consoleReadStates(options: { failed: readonly string[]; loading: Query; signedOut?: Query }) {
  const { failed, loading, signedOut = loading } = options;
  return {
    Loading: {
      parameters: { msw: { handlers: consoleLoadingHandlers } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
        await expect(loading(canvas)).not.toBeInTheDocument();
      },
    },
    LoadError: {
      parameters: { msw: { handlers: consoleErrorHandlers } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
        for (const text of failed) await expect(alert).toHaveTextContent(text);
        await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
      },
    },
    Unauthorized: {
      parameters: { msw: { handlers: consoleUnauthorizedHandlers } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(
          await canvas.findByRole("heading", { name: "You are signed out" }, { timeout: 5000 }),
        ).toBeVisible();
        await expect(getToken("admin")).toBeNull();
        await expect(signedOut(canvas)).not.toBeInTheDocument();
      },
    },
  };
}
