import { toastStore } from "@ds";
import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { surveyAdminApi } from "./handlers";

/** Where the operators' survey pages live in the stories (as the site mounts them). */
export const SURVEY_ADMIN_PATH = "/rok-us/survey/list";

/**
 * The frame of an operator survey story (title, component, tags and args stay with each story file): the page at
 * its address, an operator signed in for each story (no toast left over), the mocked API.
 */
export function surveyAdminStoryMeta() {
  return {
    decorators: [withRoute],
    afterEach: settle,
    parameters: {
      layout: "fullscreen",
      route: { path: SURVEY_ADMIN_PATH },
      msw: { handlers: surveyAdminApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN, () => toastStore.dismiss()),
  };
}
