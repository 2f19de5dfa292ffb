import { operatorStoryMeta } from "@blocks/story-kit";
import type { MembersAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { membersAdminApi } from "./handlers";

/** Where the members screens live in the stories (as the shop's console mounts them). */
export const MEMBERS_ADMIN_PATHS: MembersAdminPaths = {
  list: "/admin/members",
  member: (id) => `/admin/members/${id}`,
};

/** The frame of a members screen's stories: the screen at its address, an operator signed in, the mocked API. */
export const membersAdminStoryMeta = operatorStoryMeta(membersAdminApi, STORY_ADMIN_TOKEN, MEMBERS_ADMIN_PATHS);
