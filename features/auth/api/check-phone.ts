import { CheckPhoneDataSchema } from "@contracts/auth";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { type Availability, checkAvailability } from "./availability";

export const CHECK_PHONE_PATH = "/api/v1/auth/check-phone";

export type PhoneAvailability = Availability;

/** Whether a mobile number is free in the area (409, like the e-mail check, also means taken). */
export const checkPhone = (phone: string, area?: Area): Promise<PhoneAvailability> =>
  checkAvailability(CHECK_PHONE_PATH, CheckPhoneDataSchema, { phone }, area);

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useCheckPhone(area?: Area) {
  return useSWRMutation<PhoneAvailability, Error, string, string>(CHECK_PHONE_PATH, (_key, { arg }) =>
    checkPhone(arg, area),
  );
}
