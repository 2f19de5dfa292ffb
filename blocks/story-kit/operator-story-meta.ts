import { signedInStory } from "@blocks/feature-kit";
import type { RequestHandler } from "msw";
import { settle, withRoute } from "../../.storybook/story-router";

type Api = () => { handlers: RequestHandler[] };

/** The frame without the screen's args: its address, the operator signed in, the mocked API. */
function frame(api: Api, token: string, path: string, pattern?: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    argTypes: { paths: { control: false as const } },
    parameters: {
      layout: "fullscreen",
      route: { path, pattern },
      msw: { handlers: api().handlers },
    },
    beforeEach: signedInStory("admin", token),
  };
}

/**
 * The frame of an operators' screen's stories: the screen at its address (`pattern` for one with a parameter), an
 * operator signed in with `token`, and the feature's mocked API, made afresh for each story file by `api` (its
 * handlers may keep state). Given the feature's `paths`, they are the screen's args, with any others a story file
 * names (the record's id); without, the story file sets its args itself.
 */
export function operatorStoryMeta(
  api: Api,
  token: string,
): (path: string, pattern?: string) => ReturnType<typeof frame>;
export function operatorStoryMeta<P>(
  api: Api,
  token: string,
  paths: P,
): <A extends object = object>(
  path: string,
  pattern?: string,
  args?: A,
) => ReturnType<typeof frame> & { args: { paths: P } & A };
export function operatorStoryMeta(api: Api, token: string, ...given: unknown[]) {
  return (path: string, pattern?: string, args: object = {}) => ({
    ...frame(api, token, path, pattern),
    ...(given.length > 0 ? { args: { paths: given[0], ...args } } : {}),
  });
}
