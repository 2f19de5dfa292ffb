import { operatorStoryMeta } from "@blocks/story-kit";
import type { InquiriesAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { inquiriesAdminApi } from "./handlers";

const HOME = "/seouleduadmin";

/** Where the operators' question screens live in the stories (as the education admin site mounts them). */
export const INQUIRIES_ADMIN_PATHS: InquiriesAdminPaths = {
  list: `${HOME}/qna`,
  question: (id) => `${HOME}/qna/${id}`,
};

/**
 * The frame of an operators' question screen's stories: the screen at its address (`pattern` for one with a
 * parameter), an operator signed in, the mocked API.
 */
export const inquiriesAdminStoryMeta = operatorStoryMeta(inquiriesAdminApi, STORY_ADMIN_TOKEN, INQUIRIES_ADMIN_PATHS);
