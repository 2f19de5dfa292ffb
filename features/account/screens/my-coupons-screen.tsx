import { FeaturePage, LoadError, SignedOut } from "@blocks/feature-kit";
import { useCoupons } from "@blocks/member";
import type { Coupon } from "@contracts/members";
import {
  Badge,
  type BadgeVariant,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Price,
  Skeleton,
  formatPrice,
} from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useState } from "react";
import { useAccountText } from "../components/use-account-text";
import { type CouponState, couponState, sortCoupons } from "../model/coupons";

export type MyCouponsScreenProps = { area?: Area };

const STATE_BADGE: Record<CouponState, BadgeVariant> = { available: "success", used: "neutral", expired: "outline" };

/** `My coupons`: every coupon with its discount, conditions, expiry and whether it is used (spec: "no coupons"). */
export function MyCouponsScreen({ area = "member" }: MyCouponsScreenProps) {
  const { t, lang } = useAccountText();
  const loggedIn = useIsLoggedIn(area);
  const coupons = useCoupons(area, { lang });
  // one "now" for the visit: a coupon does not flip to expired while the person reads the list
  const [now] = useState(() => new Date());

  if (!loggedIn) {
    return (
      <FeaturePage title={t("myCoupons.heading")}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  }

  const usable = coupons.data?.filter((coupon) => couponState(coupon, now) === "available").length;

  return (
    <FeaturePage
      title={t("myCoupons.heading")}
      aside={
        usable !== undefined && (
          <p className="text-sm text-muted-foreground">{t("myCoupons.usableCount", { count: usable })}</p>
        )
      }
    >
      {coupons.error ? (
        <LoadError t={t} title={t("myCoupons.error")} error={coupons.error} onRetry={() => void coupons.mutate()} />
      ) : coupons.data === undefined ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-36" />
          <Skeleton shape="block" shapeClassName="h-36" />
        </div>
      ) : coupons.data.length === 0 ? (
        <EmptyState kind="coupons" titleAs="h2" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sortCoupons(coupons.data, now).map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} state={couponState(coupon, now)} />
            </li>
          ))}
        </ul>
      )}
    </FeaturePage>
  );
}

function CouponCard({ coupon, state }: { coupon: Coupon; state: CouponState }) {
  const { t, lang } = useAccountText();
  return (
    <Card variant="outline" className={state === "available" ? undefined : "text-muted-foreground"}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <CardTitle as="h2" className="text-base">
          {coupon.name}
        </CardTitle>
        <Badge variant={STATE_BADGE[state]} size="sm">
          {t(`myCoupons.state.${state}`)}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm">
        <p className="text-xl font-bold text-foreground">
          {coupon.discount_type === "percent" ? (
            t("myCoupons.percentOff", { value: coupon.discount_value })
          ) : (
            <>
              <Price amount={coupon.discount_value} currency={coupon.currency} size="lg" />{" "}
              <span>{t("myCoupons.off")}</span>
            </>
          )}
        </p>
        {coupon.min_amount > 0 && (
          <p>{t("myCoupons.minAmount", { price: formatPrice(coupon.min_amount, coupon.currency, lang) })}</p>
        )}
        <p>{coupon.product_id === null ? t("myCoupons.anyProduct") : t("myCoupons.oneProduct")}</p>
        <p>
          {state === "used" && coupon.used_at
            ? t("myCoupons.usedOn", { date: formatDate(coupon.used_at, lang) })
            : t(state === "expired" ? "myCoupons.expiredOn" : "myCoupons.validUntil", {
                date: formatDate(coupon.expires_at, lang),
              })}
        </p>
        <p className="font-mono text-xs">{t("myCoupons.code", { code: coupon.code })}</p>
      </CardContent>
    </Card>
  );
}
