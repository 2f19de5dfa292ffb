import { PASSES_PATH } from "@contracts/passes";

// The contract names the root (`PASSES_PATH`); the routes under it are these, one per call this feature makes.
export const PRODUCTS_PATH = `${PASSES_PATH}/products`;
export const RESERVATIONS_PATH = `${PASSES_PATH}/reservations`;
export const reservationPath = (number: string) => `${RESERVATIONS_PATH}/${encodeURIComponent(number)}`;
export const MINE_PATH = `${PASSES_PATH}/mine`;
export const passPath = (id: number) => `${PASSES_PATH}/${id}`;
export const holderPath = (id: number) => `${passPath(id)}/holder`;
export const refundPath = (id: number) => `${passPath(id)}/refund`;
