import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../../.storybook/story-router";
import { editorApi } from "./edition-handlers";
import { STORY_ADMIN_TOKEN } from "./fixtures";

/** Where the editor's screens live in the stories (as the MICE site mounts them). */
export const EDITOR_PATHS = { edition: "/mice/admin/edition", conference: "/mice/admin/conference" };

/**
 * The frame of the editor's stories (title, component and tags stay with each story file): the screen at its
 * address, an operator signed in for each story, the mocked editor's API.
 */
export function editorStoryMeta(path: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    parameters: {
      layout: "fullscreen",
      route: { path },
      msw: { handlers: editorApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
  };
}
