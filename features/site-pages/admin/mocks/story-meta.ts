import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../../.storybook/story-router";
import { STORY_ADMIN_TOKEN, STORY_PAGES, STORY_SITE } from "./fixtures";
import { sitePagesAdminApi } from "./handlers";

/** The editor's address of a page in the stories (as the education admin site mounts it). */
export const pagePath = (slug: string) => `/seouleduadmin/pages/${slug}`;

/** The frame of the page editor's stories: the editor of `slug`, an operator signed in, the mocked API. */
export function sitePagesAdminStoryMeta(slug: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    args: { site: STORY_SITE, slug, pages: STORY_PAGES, pagePath },
    argTypes: { pagePath: { control: false as const } },
    parameters: {
      layout: "fullscreen",
      route: { path: pagePath(slug) },
      msw: { handlers: sitePagesAdminApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
  };
}
