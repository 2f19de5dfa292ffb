import { type SignupBody, SignupDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import type { z } from "zod";

export const SIGNUP_PATH = "/api/v1/auth/signup";

export type SignupData = z.infer<typeof SignupDataSchema>;

/**
 * JSON, or multipart FormData when a document is attached (spec point 5). The form shows every failure beside its
 * fields, so the transport stays quiet.
 */
export async function signup(body: SignupBody | FormData, area?: Area): Promise<SignupData> {
  const res = await request(SIGNUP_PATH, { method: "POST", schema: SignupDataSchema, body, errorToast: false, area });
  return res.data;
}

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useSignup(area?: Area) {
  return useSWRMutation<SignupData, Error, string, SignupBody | FormData>(SIGNUP_PATH, (_key, { arg }) =>
    signup(arg, area),
  );
}
