import type { Context } from "hono";
import type { AppContext } from "../../platform/context";
import { promotionCodeOf } from "../../platform/http/promotion-cookie";
import { recordAttribution } from "./promotions";
import type { PromotionAttributionKind } from "./tables";

/**
 * The hook the sign-up and booking routes call once an account or a shop reservation exists: when the request
 * carries a promotion link's cookie with a code that exists, the subject is recorded as that link's. It never fails
 * the caller: a missing, junk or unknown code records nothing, and a failed write is logged, not thrown (the account
 * or the order is already made; the figure is a marketing count, not a record anyone relies on).
 */
export async function attributeToPromotion(
  c: Context,
  { db, now, logger }: Pick<AppContext, "db" | "now" | "logger">,
  kind: PromotionAttributionKind,
  subjectId: number,
): Promise<void> {
  const code = promotionCodeOf(c);
  if (code === undefined) return;
  try {
    await recordAttribution(db, { code, kind, subjectId, now: now() });
  } catch (error) {
    logger.warn("promotion attribution not recorded", {
      kind,
      subjectId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
