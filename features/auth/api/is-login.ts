import { IsLoginDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import type { z } from "zod";

export const IS_LOGIN_PATH = "/api/v1/auth/isLogin";

export type IsLoginData = z.infer<typeof IsLoginDataSchema>;

/** Keyed by the token: a new sign-in is a new person. `null` (no token) waits without asking. */
export const isLoginKey = (area: Area, token: string | null) =>
  token ? ([IS_LOGIN_PATH, area, token] as const) : null;

export async function fetchIsLogin(area: Area): Promise<IsLoginData> {
  const res = await request(IS_LOGIN_PATH, { schema: IsLoginDataSchema, auth: true, area });
  return res.data;
}

/** The signed-in person's id in the area (spec: `isLogin` returns id); nothing is asked without a token. */
export function useIsLogin(area: Area) {
  const token = useToken(area);
  return useSWR<IsLoginData, Error>(isLoginKey(area, token), () => fetchIsLogin(area));
}
