import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { fairAdminApi } from "./handlers";

/** Where the operator screens live in the stories (as the MICE site mounts them). */
export const ADMIN_PATHS = { visitors: "/mice/admin/visitors", badges: "/mice/admin/badges" };

/**
 * The frame of an operator screen's stories (title, component and tags stay with each story file): the screen at
 * its address, an operator signed in for each story, the fair's mocked operators' API.
 */
export function adminStoryMeta(path: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    parameters: {
      layout: "fullscreen",
      route: { path },
      msw: { handlers: fairAdminApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
  };
}
