import { useDocumentMeta } from "@lib/document/use-document-meta";
import { isLang } from "@lib/i18n/locale";
import { useMenus } from "@lib/settings/use-menus";
import { useTranslation } from "react-i18next";
import { lazy, Suspense } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { AccountAction, accountActionClass } from "../shell/account-action";
import { LanguageSwitch } from "../shell/language-switch";
import { CurrencySwitch } from "./currency-switch";
import { SHOP_PATHS } from "./shop-paths";
import { shopSite } from "./site.config";

/** The shop's account addresses (spec point 2), handed to the screens, which hard-code none (rule 3). */
export const SHOP_ACCOUNT_PATHS = {
  home: shopSite.home,
  signIn: "/account/login",
  register: "/account/registration/general",
  findId: "/account/find-id",
  findPassword: "/account/find-password",
  passwordReset: "/account/password-reset",
  myMenu: "/account/my-menu",
  myProfile: "/account/my-profile",
  myPoints: "/account/my-points",
  myCoupons: "/account/my-coupons",
} as const;

// Only members see the cart link: its count (and the cart feature's code it needs) loads for them alone.
const CartLink = lazy(async () => ({ default: (await import("./cart-link")).CartLink }));

/** The main shop's shared layout: header with the server's menus, account actions, language switch, footer. */
export function ShopLayout() {
  const { t, i18n } = useTranslation(["shop", "common"]);
  const lang = isLang(i18n.language) ? i18n.language : "en";
  const { data: menus } = useMenus(lang);
  useDocumentMeta({ title: t("shop:meta.title"), description: t("shop:meta.description"), lang, icon: shopSite.icon });

  return (
    <div className="flex min-h-screen flex-col bg-surface text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-toast focus:rounded focus:bg-surface focus:p-2"
      >
        {t("common:app.skipToContent")}
      </a>
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
          <Link to={shopSite.home} className="text-xl font-bold text-primary">
            {t("common:app.name")}
          </Link>
          <nav aria-label={t("shop:nav.label")} className="flex-1">
            <ul className="flex flex-wrap gap-1">
              {(menus ?? []).map((menu) => (
                <li key={menu.id}>
                  <NavLink
                    to={menu.path}
                    className="block rounded px-3 py-2 text-sm font-medium hover:bg-hover focus-visible:shadow-focus focus-visible:outline-none aria-[current=page]:underline"
                  >
                    {menu.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountAction
            area="member"
            signIn={SHOP_ACCOUNT_PATHS.signIn}
            home={SHOP_ACCOUNT_PATHS.home}
            signedInExtra={
              <>
                <Link to={SHOP_PATHS.wishlist} className={accountActionClass}>
                  {t("shop:wishlist.link")}
                </Link>
                <Suspense fallback={null}>
                  <CartLink />
                </Suspense>
                <MyMenuLink />
              </>
            }
          />
          <CurrencySwitch />
          <LanguageSwitch />
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        {t("shop:footer.copyright")}
      </footer>
    </div>
  );
}

/** "My menu" beside "Sign out" for a member; its label lives in the account feature's messages. */
function MyMenuLink() {
  const { t, ready } = useTranslation("account", { useSuspense: false });
  if (!ready) return null;
  return (
    <Link to={SHOP_ACCOUNT_PATHS.myMenu} className={accountActionClass}>
      {t("myMenu.heading")}
    </Link>
  );
}
