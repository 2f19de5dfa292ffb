import useSWR, { preload } from "swr";
import { request } from "../http/client";
import { fields, guard } from "../http/parser";
import { ADMIN_ME_PATH, rememberAdminMe } from "./admin-me";
import type { Area } from "./areas";
import { getToken } from "./session-store";
import { useToken } from "./use-session";

/** Who is signed in to an area: the id from `isLogin`, with the name and address where the area has a profile. */
export type CurrentUser = { id: number; name: string | null; email: string | null };

// The fields read here, checked by small guards rather than the contract schemas: this runs before a site's first
// paint, which should not wait for the validation library (the screens that show a profile use the contracts).
const IsLoginData = guard(fields({ id: "integer" }));
const Profile = guard(fields({ name: "string", email: "string" }));

/** Keyed by the token too: a new sign-in is a new person, fetched afresh. */
export const currentUserKey = (area: Area, token: string | null) =>
  token ? (["current-user", area, token] as const) : null;

async function profileOf(area: Area, id: number, signal?: AbortSignal): Promise<Omit<CurrentUser, "id"> | null> {
  const quiet = { auth: true, area, errorToast: false, signal } as const;
  if (area === "member") {
    const { data } = await request(`/api/v1/members/${id}`, { ...quiet, schema: Profile });
    return { name: data.name, email: data.email };
  }
  if (area === "admin" || area === "accreditation") {
    // the business-accreditation service's getInfo, and the administrator's own profile with the role, which the
    // console's first render then knows
    const path = area === "admin" ? ADMIN_ME_PATH : "/api/v1/accreditation/me";
    const token = getToken(area);
    const { data } = await request(path, { ...quiet, schema: Profile });
    if (area === "admin" && token) rememberAdminMe(token, data);
    return { name: data.name, email: data.email };
  }
  return null;
}

/**
 * Spec start-up order, first step: the current user id (`isLogin`), then what belongs to the user. Asked only when
 * the area holds a token; a rejected token is cleared by the transport (silently: no toast, no redirect) and the
 * visitor is a guest. The profile is extra: its failure leaves the id standing.
 */
export async function fetchCurrentUser(area: Area, signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!getToken(area)) return null;
  let id: number;
  try {
    ({
      data: { id },
    } = await request("/api/v1/auth/isLogin", {
      schema: IsLoginData,
      auth: true,
      area,
      errorToast: false,
      signal,
    }));
  } catch (error) {
    if (!getToken(area)) return null;
    throw error;
  }
  const profile = await profileOf(area, id, signal).catch(() => null);
  return { id, name: profile?.name ?? null, email: profile?.email ?? null };
}

/**
 * Runs the start-up lookup with a deadline and hands a success to the first `useCurrentUser`, so the first paint
 * already knows who is signed in. A slow or failed lookup does not hold the page: the hook asks again.
 */
export async function preloadCurrentUser(area: Area, deadlineMs: number): Promise<CurrentUser | null> {
  const key = currentUserKey(area, getToken(area));
  if (!key) return null;
  try {
    const user = await fetchCurrentUser(area, AbortSignal.timeout(deadlineMs));
    const settled = currentUserKey(area, getToken(area));
    if (settled) void preload(settled, () => Promise.resolve(user));
    return user;
  } catch {
    return null;
  }
}

export function useCurrentUser(area: Area) {
  const token = useToken(area);
  return useSWR<CurrentUser | null, Error>(currentUserKey(area, token), () => fetchCurrentUser(area));
}
