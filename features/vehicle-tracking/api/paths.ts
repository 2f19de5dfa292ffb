import { DRIVE_PATH, WATCH_PATH } from "@contracts/tracking";

/** `POST /protocol/tours/{id}/watch`: a member's or an operator's viewing key for the tour's stream. */
export const watchKeyPath = (tourId: number) => `/api/v1/protocol/tours/${tourId}/watch`;
export const trackStatePath = (key: string) => `${WATCH_PATH}/${encodeURIComponent(key)}/state`;
export const trackStreamPath = (key: string) => `${WATCH_PATH}/${encodeURIComponent(key)}/stream`;
export const tripPath = (vehicleId: number) => `${DRIVE_PATH}/${vehicleId}/trip`;
export const positionsPath = (vehicleId: number) => `${DRIVE_PATH}/${vehicleId}/positions`;
