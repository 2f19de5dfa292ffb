import { signedInStory } from "@blocks/feature-kit";
import { FairScope } from "@blocks/fair-scope";
import type { Decorator } from "@storybook/react-vite";
import { createElement } from "react";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { type HeardCall, martAdminApi } from "./handlers";

/** Where the operator screens live in the stories (as the mart's site mounts them). */
export const ADMIN_PATHS = {
  meetings: "/sitmmt/admin/meetings",
  slots: "/sitmmt/admin/slots",
  records: "/sitmmt/admin/records",
};

/** Where the MICE fair's site mounts the same screens. */
export const MICE_ADMIN_PATHS = {
  meetings: "/mice/admin/meetings",
  slots: "/mice/admin/slots",
  records: "/mice/admin/records",
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

const inMiceScope: Decorator = (Story) => createElement(FairScope, { value: "mice" }, createElement(Story));

/**
 * A story of the screen on the MICE fair's site (as `fair="mice"` puts it): in the fair's scope, at the fair's
 * address, with the fair's addresses for the pages' navigation, answered by `api`.
 */
export function atTheMiceFair(page: keyof typeof MICE_ADMIN_PATHS, api: ReturnType<typeof martAdminApi>) {
  return {
    decorators: [inMiceScope],
    args: { paths: MICE_ADMIN_PATHS },
    parameters: { route: { path: MICE_ADMIN_PATHS[page] }, msw: { handlers: api.handlers } },
  };
}

/** Every call heard asked for the MICE fair (`?fair=mice`), and there were some. */
export async function expectAllAtMice(calls: readonly HeardCall[]) {
  await expect(calls.length).toBeGreaterThan(0);
  await expect(calls.filter((call) => call.url.searchParams.get("fair") !== "mice")).toEqual([]);
}
