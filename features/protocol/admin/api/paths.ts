import { ADMIN_PROTOCOL_DELEGATES_PATH, ADMIN_PROTOCOL_TOURS_PATH } from "@contracts/protocol";
import { adminShareLinksPath } from "@contracts/tracking";

/** The operators' protocol API, one place for every address these screens call. */
export const ADMIN_API = {
  tours: ADMIN_PROTOCOL_TOURS_PATH,
  tour: (id: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${id}`,
  stops: (id: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${id}/stops`,
  vehicles: (id: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${id}/vehicles`,
  vehicle: (id: number, vehicle: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${id}/vehicles/${vehicle}`,
  delegates: (id: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${id}/delegates`,
  delegate: (id: number, delegate: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${id}/delegates/${delegate}`,
  arrivals: (id: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${id}/arrivals`,
  mark: (delegate: number, mark: "met" | "handed-over") => `${ADMIN_PROTOCOL_DELEGATES_PATH}/${delegate}/${mark}`,
  shareLinks: (id: number) => adminShareLinksPath(id),
  shareLink: (id: number, link: number) => `${adminShareLinksPath(id)}/${link}`,
} as const;
