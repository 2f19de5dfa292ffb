import { operatorStoryMeta } from "@blocks/story-kit";
import type { PassVenuesAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { venuesAdminApi } from "./handlers";

const HOME = "/seoulitepass";

/** Where the operators' venue screens live in the stories (as the visitor pass site mounts them). */
export const ADMIN_PATHS: PassVenuesAdminPaths = {
  list: `${HOME}/admin/venues`,
  create: `${HOME}/admin/venues/new`,
  venue: (id) => `${HOME}/admin/venues/${id}`,
  publicVenue: (id) => `${HOME}/affiliate/detail/${id}`,
};
export const VENUE_PATTERN = `${HOME}/admin/venues/:id`;

/** The operators' screens' stories: the screen at its address, an operator signed in, the mocked API. */
export const adminStoryMeta = operatorStoryMeta(venuesAdminApi, STORY_ADMIN_TOKEN, ADMIN_PATHS);
