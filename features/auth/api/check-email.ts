import { CheckEmailDataSchema } from "@contracts/auth";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { type Availability, checkAvailability } from "./availability";

export const CHECK_EMAIL_PATH = "/api/v1/auth/check-email";

export type EmailAvailability = Availability;

/** Spec point 5: whether the address is already registered (a 409 says so too). */
export const checkEmail = (email: string, area?: Area): Promise<EmailAvailability> =>
  checkAvailability(CHECK_EMAIL_PATH, CheckEmailDataSchema, { email }, area);

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useCheckEmail(area?: Area) {
  return useSWRMutation<EmailAvailability, Error, string, string>(CHECK_EMAIL_PATH, (_key, { arg }) =>
    checkEmail(arg, area),
  );
}
