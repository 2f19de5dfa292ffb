import { operatorStoryMeta } from "@blocks/story-kit";
import type { QuotationsAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { quotationsAdminApi } from "./handlers";

/** Where the screens live in the stories (as the shop's console mounts them). */
export const QUOTATIONS_ADMIN_PATHS: QuotationsAdminPaths = {
  list: "/admin/quotations",
  new: "/admin/quotations/new",
  quotation: (id) => `/admin/quotations/${id}`,
};

export const quotationsAdminStoryMeta = operatorStoryMeta(
  quotationsAdminApi,
  STORY_ADMIN_TOKEN,
  QUOTATIONS_ADMIN_PATHS,
);
