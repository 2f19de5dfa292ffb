import { signedInStory } from "@blocks/feature-kit";
import type { RequestHandler } from "msw";
import { settle, withRoute } from "../../.storybook/story-router";

/**
 * The frame of an operators' screen's stories: the screen at its address (`pattern` for one with a parameter), an
 * operator signed in with `token`, and the feature's mocked API, made afresh for each story file by `api` (its
 * handlers may keep state). The screen's `paths` are its own args.
 */
export function operatorStoryMeta(api: () => { handlers: RequestHandler[] }, token: string) {
  return (path: string, pattern?: string) => ({
    decorators: [withRoute],
    afterEach: settle,
    argTypes: { paths: { control: false as const } },
    parameters: {
      layout: "fullscreen",
      route: { path, pattern },
      msw: { handlers: api().handlers },
    },
    beforeEach: signedInStory("admin", token),
  });
}
