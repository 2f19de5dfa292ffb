import { PASSES_PATH } from "@contracts/passes";

export const VENUES_PATH = `${PASSES_PATH}/venues`;
export const venuePath = (id: number) => `${VENUES_PATH}/${id}`;
