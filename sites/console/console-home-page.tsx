import { buttonVariants } from "@ds";
import { SHOP_DASHBOARD_NAMESPACES, loadShopDashboardScreen } from "@features/shop-dashboard";
import { useIsLoggedIn } from "@lib/session/use-session";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoading } from "../shell/page-loading";
import { withMessages } from "../shell/with-messages";
import { ConsoleTabs } from "./operators-nav";
import { CONSOLE_PATHS, DASHBOARD_PATHS } from "./site.config";

// The dashboard loads only once someone is signed in: a guest's first page carries none of it (and the server, which
// cannot know who is signed in, renders the guest's page).
const ShopDashboardScreen = lazy(async () => ({
  default: await withMessages(loadShopDashboardScreen, SHOP_DASHBOARD_NAMESPACES),
}));

/**
 * `/admin`: for a guest, what the console is and the way to its sign-in; for a signed-in operator, the console's
 * tabs over the dashboard (today's and this week's figures, what waits, the last 14 days).
 */
export function ConsoleHomePage() {
  const signedIn = useIsLoggedIn("admin");
  if (!signedIn) return <GuestHome />;
  return (
    <>
      <ConsoleTabs />
      <Suspense fallback={<PageLoading />}>
        <ShopDashboardScreen paths={DASHBOARD_PATHS} />
      </Suspense>
    </>
  );
}

function GuestHome() {
  const { t } = useTranslation("console");
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold text-foreground">{t("home.heading")}</h1>
      <p className="text-muted-foreground">{t("home.intro")}</p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={`${CONSOLE_PATHS.signIn}?redirect=${encodeURIComponent(CONSOLE_PATHS.home)}`}
          className={buttonVariants({ intent: "primary" })}
        >
          {t("home.signIn")}
        </Link>
        <Link to="/main" className={buttonVariants({ intent: "outline" })}>
          {t("footer.shop.site")}
        </Link>
      </div>
    </main>
  );
}
