import { PromotionCodeSchema } from "@contracts/promotions";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/**
 * The promotion link a visitor came through, remembered in their browser so a sign-up or a booking made later can be
 * told as that link's (ADR 0034). First-party, HttpOnly (no script reads it), SameSite=Lax (sent when the visitor
 * follows a link to the site), for 30 days; the newest link wins.
 */
export const PROMOTION_COOKIE = "promotion_code";
export const PROMOTION_COOKIE_DAYS = 30;

/** Remembers `code` as the visitor's link; `secure` when the site is reached over https. */
export function rememberPromotion(c: Context, code: string, secure: boolean): void {
  setCookie(c, PROMOTION_COOKIE, code, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    maxAge: PROMOTION_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The code the request carries, if it has the shape of one; anything else (missing, junk) is no code. */
export function promotionCodeOf(c: Context): string | undefined {
  const value = getCookie(c, PROMOTION_COOKIE);
  return value !== undefined && PromotionCodeSchema.safeParse(value).success ? value : undefined;
}
