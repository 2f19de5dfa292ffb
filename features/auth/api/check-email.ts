import { CheckEmailDataSchema } from "@contracts/auth";
import { HttpError, request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

export const CHECK_EMAIL_PATH = "/api/v1/auth/check-email";

export type EmailAvailability = "available" | "taken";

/**
 * Spec point 5: 409 means the address is already registered (as does `isDuplicate: true`); any other failure is
 * thrown for the form to show with the server's message. Errors are the form's to show, not a toast's.
 */
export async function checkEmail(email: string, area?: Area): Promise<EmailAvailability> {
  try {
    const res = await request(CHECK_EMAIL_PATH, {
      schema: CheckEmailDataSchema,
      query: { email },
      errorToast: false,
      area,
    });
    return res.data.isDuplicate ? "taken" : "available";
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return "taken";
    throw error;
  }
}

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useCheckEmail(area?: Area) {
  return useSWRMutation<EmailAvailability, Error, string, string>(CHECK_EMAIL_PATH, (_key, { arg }) =>
    checkEmail(arg, area),
  );
}
