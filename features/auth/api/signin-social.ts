import { SigninDataSchema, type SocialType } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import type { SigninData } from "./signin";

export const SIGNIN_SOCIAL_PATH = "/api/v1/auth/signin-social";

export type SigninSocialArg = { social_type: SocialType; social_id: string; social_token: string };

/** 404 `SOCIAL_NOT_REGISTERED` when no account is linked yet: the caller then offers the social sign-up. */
export async function signinSocial(arg: SigninSocialArg, area: Area = "member"): Promise<SigninData> {
  const res = await request(SIGNIN_SOCIAL_PATH, {
    method: "POST",
    schema: SigninDataSchema,
    body: arg,
    area,
    signIn: true,
  });
  return res.data;
}
