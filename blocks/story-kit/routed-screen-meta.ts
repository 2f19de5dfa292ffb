import { signedInStory } from "@blocks/feature-kit";
import type { Area } from "@lib/session/areas";
import type { RequestHandler } from "msw";
import { settle, withRoute } from "../../.storybook/story-router";

/** Who a story signs in before it renders: the sign-in area and any token (the mocked API only wants one sent). */
export type StorySignIn = { area: Area; token: string };

/**
 * The frame of a site screen's stories (title, component, tags and args stay with each story file): the screen at
 * its address, full width, with the feature's mocked API, and someone signed in when `signIn` says who.
 */
export function routedScreenMeta(path: string, handlers: RequestHandler[], signIn?: StorySignIn) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    parameters: { layout: "fullscreen", route: { path }, msw: { handlers } },
    ...(signIn ? { beforeEach: signedInStory(signIn.area, signIn.token) } : {}),
  };
}
