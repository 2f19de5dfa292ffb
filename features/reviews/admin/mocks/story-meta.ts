import { operatorStoryMeta } from "@blocks/story-kit";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { reviewsAdminApi } from "./handlers";

/** Where the screens live in the stories (as the shop's console mounts them). */
export const REVIEWS_PATH = "/admin/reviews";
export const SOCIAL_REVIEWS_PATH = "/admin/social-reviews";

/** The frame of the reviews console's stories: the screen at its address, an operator signed in, the mocked API. */
export const reviewsAdminStoryMeta = operatorStoryMeta(reviewsAdminApi, STORY_ADMIN_TOKEN, {});
