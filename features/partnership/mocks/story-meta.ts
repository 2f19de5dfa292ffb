import { operatorStoryMeta } from "@blocks/story-kit";
import { settle, withRoute } from "../../../.storybook/story-router";
import type { PartnershipAdminPaths, PartnershipApplyPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { applyApi, partnershipAdminApi } from "./handlers";

const HOME = "/seoulitepass";

/** Where the partnership screens live in the stories (as the visitor pass site mounts them). */
export const APPLY_PATHS: PartnershipApplyPaths = { venues: `${HOME}/affiliate`, home: HOME };
export const ADMIN_PATHS: PartnershipAdminPaths = {
  list: `${HOME}/admin/partnerships`,
  application: (id) => `${HOME}/admin/partnerships/${id}`,
};
export const APPLICATION_PATTERN = `${HOME}/admin/partnerships/:id`;

/** The public form's stories: a guest at the form's address, the mocked application door. */
export const applyStoryMeta = {
  decorators: [withRoute],
  afterEach: settle,
  argTypes: { paths: { control: false as const } },
  parameters: {
    layout: "fullscreen",
    route: { path: `${HOME}/partnership` },
    msw: { handlers: applyApi().handlers },
  },
};

/** The operators' screens' stories: the screen at its address, an operator signed in, the mocked API. */
export const adminStoryMeta = operatorStoryMeta(partnershipAdminApi, STORY_ADMIN_TOKEN, ADMIN_PATHS);
