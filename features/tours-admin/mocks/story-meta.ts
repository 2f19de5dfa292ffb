import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { consoleApi } from "./handlers";

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
