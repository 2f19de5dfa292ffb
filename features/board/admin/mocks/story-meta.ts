import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../../.storybook/story-router";
import type { BoardAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN, STORY_SITE } from "./fixtures";
import { boardAdminApi } from "./handlers";

const HOME = "/seouleduadmin";

/** Where the operators' board screens live in the stories (as the education admin site mounts them). */
export const BOARD_ADMIN_PATHS: BoardAdminPaths = {
  list: (type) => `${HOME}/faq?type=${type}`,
  add: (type) => `${HOME}/board-add?type=${type}`,
  edit: (type, id) => `${HOME}/board-edit/${id}?type=${type}`,
};

/**
 * The frame of an operators' board screen's stories: the screen at its address (`pattern` for one with a
 * parameter), an operator signed in, the mocked API.
 */
export function boardAdminStoryMeta(path: string, pattern?: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    args: { paths: BOARD_ADMIN_PATHS, site: STORY_SITE },
    argTypes: { paths: { control: false as const } },
    parameters: {
      layout: "fullscreen",
      route: { path, pattern },
      msw: { handlers: boardAdminApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
  };
}
