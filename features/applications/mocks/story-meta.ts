import { routedScreenMeta } from "@blocks/story-kit";
import type { RequestHandler } from "msw";
import { STORY_TOKEN } from "./fixtures";
import { storyPaths } from "./story-paths";

/**
 * The frame of an applicant's screen's stories (title, component and tags stay with each story file): the screen at
 * its address with the site's paths, the mocked API's `handlers`, and the traveller signed in unless the page is
 * public (`signedIn: false`).
 */
export function applicantStoryMeta(path: string, handlers: RequestHandler[], { signedIn = true } = {}) {
  return {
    ...routedScreenMeta(path, handlers, signedIn ? { area: "travel", token: STORY_TOKEN } : undefined),
    args: { paths: storyPaths },
    argTypes: { paths: { control: false as const } },
  };
}
