import { signedInStory } from "@blocks/feature-kit";
import { settle, withRoute } from "../../../../.storybook/story-router";
import type { ProtocolAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { protocolAdminApi } from "./handlers";

const BASE = "/protocol/admin/tours";

/** Where the operators' protocol screens live in the stories (as the protocol site mounts them). */
export const ADMIN_PATHS: ProtocolAdminPaths = {
  list: BASE,
  create: `${BASE}/new`,
  tour: (id) => `${BASE}/${id}`,
  arrivals: (id) => `${BASE}/${id}/immigration`,
  vehicle: (id) => `${BASE}/${id}/vehicle`,
};

/** The operators' screens' stories: the screen at its address, an operator signed in, the mocked API. */
export function adminStoryMeta(path: string, pattern?: string) {
  return {
    decorators: [withRoute],
    afterEach: settle,
    argTypes: { paths: { control: false as const } },
    parameters: {
      layout: "fullscreen",
      route: { path, pattern },
      msw: { handlers: protocolAdminApi().handlers },
    },
    beforeEach: signedInStory("admin", STORY_ADMIN_TOKEN),
  };
}
