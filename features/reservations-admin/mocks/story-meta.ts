import { operatorStoryMeta } from "@blocks/story-kit";
import type { ReservationsAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { reservationsAdminApi } from "./handlers";

const BASE = "/admin/reservations";

/** Where the console's reservation screens live in the stories (as the console site mounts them). */
export const ADMIN_PATHS: ReservationsAdminPaths = {
  list: BASE,
  reservation: (id) => `${BASE}/${id}`,
};

/** The screens' stories: the screen at its address, an operator signed in, the mocked API. */
export const adminStoryMeta = operatorStoryMeta(reservationsAdminApi, STORY_ADMIN_TOKEN, ADMIN_PATHS);
