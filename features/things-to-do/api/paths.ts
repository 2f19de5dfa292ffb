import { PASSES_PATH } from "@contracts/passes";
import { THINGS_TO_DO_PATH } from "@contracts/things-to-do";

export const EVENTS_PATH = `${THINGS_TO_DO_PATH}/events`;
export const eventPath = (id: number) => `${EVENTS_PATH}/${id}`;
/** The partner venues, read here from the passes' API itself: features do not import each other. */
export const VENUES_PATH = `${PASSES_PATH}/venues`;
