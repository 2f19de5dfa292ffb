import type { SocialType } from "@contracts/auth";

/**
 * A social sign-in leaves the site for the provider and comes back to `/oauth-kakao` or `/oauth-naver`. Before
 * leaving, the `state` the server issued is kept in this tab (with the page to return to); on return the provider's
 * `state` must match it, or the answer is not ours to trust (a forged or replayed redirect). One use only.
 */
export const SOCIAL_ATTEMPT_KEY = "SOCIAL_SIGNIN_ATTEMPT";

export type SocialAttempt = { type: SocialType; state: string; redirect: string | null };

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function saveSocialAttempt(store: KeyValueStore, attempt: SocialAttempt): void {
  store.setItem(SOCIAL_ATTEMPT_KEY, JSON.stringify(attempt));
}

function readAttempt(store: KeyValueStore): SocialAttempt | null {
  try {
    const value = JSON.parse(store.getItem(SOCIAL_ATTEMPT_KEY) ?? "null") as Partial<SocialAttempt> | null;
    if (!value || typeof value.state !== "string" || (value.type !== "kakao" && value.type !== "naver")) return null;
    return {
      type: value.type,
      state: value.state,
      redirect: typeof value.redirect === "string" ? value.redirect : null,
    };
  } catch {
    return null;
  }
}

export type SocialReturn = { ok: true; redirect: string | null } | { ok: false };

/** Checks the provider's answer against the kept attempt and forgets the attempt either way. */
export function takeSocialAttempt(store: KeyValueStore, type: SocialType, state: string | null): SocialReturn {
  const attempt = readAttempt(store);
  store.removeItem(SOCIAL_ATTEMPT_KEY);
  if (!attempt || !state || attempt.type !== type || attempt.state !== state) return { ok: false };
  return { ok: true, redirect: attempt.redirect };
}
