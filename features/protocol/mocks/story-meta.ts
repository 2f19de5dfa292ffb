import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../.storybook/story-router";
import type { ProtocolPaths } from "../components/paths";
import { STORY_MEMBER_TOKEN } from "./fixtures";
import { protocolApi } from "./handlers";

const withTour = (path: string) => (tourId?: number) => (tourId ? `${path}?tour=${tourId}` : path);

/** Where the delegation's screens live in the stories (as the protocol site mounts them). */
export const MEMBER_PATHS: ProtocolPaths = {
  tour: withTour("/protocol/tour"),
  immigration: withTour("/protocol/immigration"),
  vehicle: withTour("/protocol/vehicle"),
};

/** The delegation's screens' stories: the screen at its address, a member signed in, the mocked API. */
export function memberStoryMeta(path: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    argTypes: { paths: { control: false as const } },
    parameters: {
      layout: "fullscreen",
      route: { path },
      msw: { handlers: protocolApi().handlers },
    },
    beforeEach: signedInStory("member", STORY_MEMBER_TOKEN),
  };
}
