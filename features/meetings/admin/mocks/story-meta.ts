import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { martAdminApi } from "./handlers";

/** Where the operator screens live in the stories (as the mart's site mounts them). */
export const ADMIN_PATHS = {
  meetings: "/sitmmt/admin/meetings",
  slots: "/sitmmt/admin/slots",
  records: "/sitmmt/admin/records",
};

/**
 * The frame of an operator screen's stories (title, component and tags stay with each story file): the screen at
 * its address, an operator signed in for each story, the mart's mocked API.
 */
export function adminStoryMeta(path: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    args: { paths: ADMIN_PATHS },
    argTypes: { paths: { control: false as const } },
    parameters: {
      layout: "fullscreen",
      route: { path },
      msw: { handlers: martAdminApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
  };
}
