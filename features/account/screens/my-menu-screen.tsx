import { FeaturePage, LoadError, SignedOut } from "@blocks/feature-kit";
import { usePointsTotal } from "@blocks/member";
import { Skeleton } from "@ds";
import { formatNumber } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useCurrentUser } from "@lib/session/current-user";
import { useIsLoggedIn } from "@lib/session/use-session";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAccountText } from "../components/use-account-text";

/** The account pages a site has; each given path becomes an entry of the menu, in this order. */
export type AccountLinks = Partial<Record<AccountLinkKey, string>>;
export type AccountLinkKey =
  | "profile"
  | "reservations"
  | "reviews"
  | "reviewRequests"
  | "quotations"
  | "wishlist"
  | "points"
  | "coupons"
  | "contactUs";
const LINK_ORDER: readonly AccountLinkKey[] = [
  "profile",
  "reservations",
  "reviews",
  "reviewRequests",
  "quotations",
  "wishlist",
  "points",
  "coupons",
  "contactUs",
];

export type MyMenuScreenProps = {
  links: AccountLinks;
  /** The sign-out action (a slot: signing out belongs to the auth feature). */
  signOut?: ReactNode;
  area?: Area;
};

/** `My menu`: who is signed in, the points balance, and the way to each account page. */
export function MyMenuScreen({ links, signOut, area = "member" }: MyMenuScreenProps) {
  const { t, lang } = useAccountText();
  const loggedIn = useIsLoggedIn(area);
  const user = useCurrentUser(area);
  const total = usePointsTotal(area);

  if (!loggedIn) {
    return (
      <FeaturePage title={t("myMenu.heading")}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  }

  return (
    <FeaturePage title={t("myMenu.heading")}>
      <section aria-label={t("myMenu.summary")} className="flex flex-col gap-4 rounded-lg border border-border p-5">
        {user.data === undefined && !user.error ? (
          <Skeleton className="w-64" srLabel={t("shared.loading")} />
        ) : (
          <p className="text-lg font-semibold">
            {user.data?.name ? t("myMenu.greeting", { name: user.data.name }) : t("myMenu.greetingNoName")}
          </p>
        )}
        {total.error ? (
          <LoadError t={t} title={t("myMenu.pointsError")} error={total.error} onRetry={() => void total.mutate()} />
        ) : (
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-sm text-muted-foreground">{t("myMenu.pointsBalance")}</span>
            {total.data === undefined ? (
              <Skeleton className="w-24" />
            ) : (
              <span className="text-2xl font-bold">
                {t("shared.pointsAmount", { amount: formatNumber(total.data, lang) })}
              </span>
            )}
          </div>
        )}
      </section>

      <nav aria-label={t("myMenu.navLabel")}>
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {LINK_ORDER.filter((key) => links[key]).map((key) => (
            <li key={key}>
              <Link
                to={links[key] as string}
                className="flex items-center gap-4 px-5 py-4 hover:bg-hover focus-visible:shadow-focus focus-visible:outline-none"
              >
                <span className="flex flex-1 flex-col gap-0.5">
                  <span className="font-medium text-foreground">{t(`myMenu.links.${key}.title`)}</span>
                  <span className="text-sm text-muted-foreground">{t(`myMenu.links.${key}.description`)}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {signOut && <div className="flex justify-end">{signOut}</div>}
    </FeaturePage>
  );
}
