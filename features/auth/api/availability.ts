import type { CheckEmailDataSchema } from "@contracts/auth";
import { HttpError, request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";

export type Availability = "available" | "taken";

/**
 * Asks whether a sign-in detail is still free in the area: `isDuplicate: true` and a 409 both mean it is taken; any
 * other failure is thrown for the form to show with the server's message (the form's to show, not a toast's).
 */
export async function checkAvailability(
  path: string,
  schema: typeof CheckEmailDataSchema,
  query: Record<string, string>,
  area?: Area,
): Promise<Availability> {
  try {
    const res = await request(path, { schema, query, errorToast: false, area });
    return res.data.isDuplicate ? "taken" : "available";
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return "taken";
    throw error;
  }
}
