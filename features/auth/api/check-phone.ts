import { CheckPhoneDataSchema } from "@contracts/auth";
import { HttpError, request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

export const CHECK_PHONE_PATH = "/api/v1/auth/check-phone";

export type PhoneAvailability = "available" | "taken";

/** Whether a mobile number is free in the area (409, like the e-mail check, also means taken). */
export async function checkPhone(phone: string, area?: Area): Promise<PhoneAvailability> {
  try {
    const res = await request(CHECK_PHONE_PATH, {
      schema: CheckPhoneDataSchema,
      query: { phone },
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
export function useCheckPhone(area?: Area) {
  return useSWRMutation<PhoneAvailability, Error, string, string>(CHECK_PHONE_PATH, (_key, { arg }) =>
    checkPhone(arg, area),
  );
}
