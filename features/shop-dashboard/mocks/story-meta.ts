import { operatorStoryMeta } from "@blocks/story-kit";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { dashboardHandlers } from "./handlers";

/** Where the screen lives in the stories (as the console mounts it). */
export const DASHBOARD_PATH = "/admin";

export const STORY_PATHS = { reservations: "/admin/reservations", inquiries: "/admin/inquiries" };

/** The screen at its address, an operator signed in, the mocked API. */
export const dashboardStoryMeta = operatorStoryMeta(
  () => ({ handlers: dashboardHandlers() }),
  STORY_ADMIN_TOKEN,
  STORY_PATHS,
)(DASHBOARD_PATH);
