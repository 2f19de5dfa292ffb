import { type SigninBody, SigninDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import type { z } from "zod";

export const SIGNIN_PATH = "/api/v1/auth/signin";

export type SigninData = z.infer<typeof SigninDataSchema>;
export type SigninArg = SigninBody & { area: Area };

/** A sign-in call: its 401 is an answer and its errors are silent in the transport (spec point 7). */
export async function signin({ area, ...body }: SigninArg): Promise<SigninData> {
  const res = await request(SIGNIN_PATH, { method: "POST", schema: SigninDataSchema, body, area, signIn: true });
  return res.data;
}

export function useSignin() {
  return useSWRMutation<SigninData, Error, string, SigninArg>(SIGNIN_PATH, (_key, { arg }) => signin(arg));
}
