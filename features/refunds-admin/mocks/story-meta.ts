import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { refundsAdminApi } from "./handlers";

/** Where the screen lives in the stories (as the visitor pass site mounts it). */
export const REFUNDS_PATH = "/seoulitepass/admin/refunds";

/** The screen at its address, an operator signed in, the mocked API. */
export const refundsStoryMeta = {
  decorators: [withRoute],
  afterEach: settle,
  parameters: {
    layout: "fullscreen",
    route: { path: REFUNDS_PATH },
    msw: { handlers: refundsAdminApi().handlers },
  },
  beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
};
