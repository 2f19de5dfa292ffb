import { DelegateConflictSchema } from "@contracts/protocol";

// What the member's and the operators' doors of the tours document alike.

/** JSON body, required. */
export const jsonBody = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/** The 409 of a stale flights save, with the person as they are now in `current`. */
export const flightsConflict = {
  description: "409 VERSION_CONFLICT: saved from an older version; the person as they are now in `current`",
  content: { "application/json": { schema: DelegateConflictSchema } },
};
