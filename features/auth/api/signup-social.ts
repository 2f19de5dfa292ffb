import { type SignupSocialBody, SignupDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import type { SignupData } from "./signup";

export const SIGNUP_SOCIAL_PATH = "/api/v1/auth/signup-social";

/** Social sign-up: the type is fixed to general on the server; answers `userId`. */
export async function signupSocial(body: SignupSocialBody, area?: Area): Promise<SignupData> {
  const res = await request(SIGNUP_SOCIAL_PATH, {
    method: "POST",
    schema: SignupDataSchema,
    body,
    errorToast: false,
    area,
  });
  return res.data;
}

/** `area`: whose accounts the call acts on; the page's own (from its address) when left out. */
export function useSignupSocial(area?: Area) {
  return useSWRMutation<SignupData, Error, string, SignupSocialBody>(SIGNUP_SOCIAL_PATH, (_key, { arg }) =>
    signupSocial(arg, area),
  );
}
