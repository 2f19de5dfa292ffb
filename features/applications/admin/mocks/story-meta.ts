import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../../.storybook/story-router";
import type { EduAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { eduAdminApi } from "./handlers";

const HOME = "/seouleduadmin";

/** Where the operator screens live in the stories (as the site mounts them). */
export const ADMIN_PATHS: EduAdminPaths = {
  home: HOME,
  applications: `${HOME}/apply`,
  application: (id) => `${HOME}/apply-detail/${id}`,
  print: (id) => `${HOME}/apply-detail/${id}/print`,
  approval: `${HOME}/apply-approval`,
  reports: `${HOME}/apply/report`,
  members: `${HOME}/members`,
  member: (id) => `${HOME}/members-detail/${id}`,
  programmes: `${HOME}/programmes`,
  newProgramme: `${HOME}/programmes/new`,
  programme: (id) => `${HOME}/programmes/${id}`,
};

/**
 * The frame of an operator screen's stories (title, component and tags stay with each story file): the screen at
 * its address (`pattern` for one with a parameter), an operator signed in, the mocked API.
 */
export function adminStoryMeta(path: string, pattern?: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    args: { paths: ADMIN_PATHS },
    argTypes: { paths: { control: false as const } },
    parameters: {
      layout: "fullscreen",
      route: { path, pattern },
      msw: { handlers: eduAdminApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
  };
}
