import { operatorStoryMeta } from "@blocks/story-kit";
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
export const adminStoryMeta = operatorStoryMeta(protocolAdminApi, STORY_ADMIN_TOKEN, ADMIN_PATHS);
