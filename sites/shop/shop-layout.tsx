import { useDocumentMeta } from "@lib/document/use-document-meta";
import { isLang } from "@lib/i18n/locale";
import { useMenus } from "@lib/settings/use-menus";
import type { Menu } from "@contracts/settings";
import { SiteFooter, type SiteFooterLinkProps, SiteHeader } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useTranslation } from "react-i18next";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { AccountAction, accountActionClass } from "../shell/account-action";
import { LanguageSwitch } from "../shell/language-switch";
import { CurrencySwitch } from "./currency-switch";
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

const navLinkClass =
  "block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-foreground no-underline hover:bg-hover outline-hidden focus-visible:shadow-focus aria-[current=page]:underline aria-[current=page]:underline-offset-4";

/**
 * The server's menus without the account's own entry: "My menu" is the member's header action (one entry, one name;
 * a guest gets "Sign in" there), and its pages are listed in the footer and on My menu.
 */
function siteMenus(menus: readonly Menu[] | undefined): Menu[] {
  return (menus ?? []).filter((menu) => menu.path !== SHOP_ACCOUNT_PATHS.myMenu);
}

function footerLink({ href, children, ...props }: SiteFooterLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/**
 * The main shop's shared layout: the header (the server's menus, the cart, the account, currency and language; one
 * line at every width, the menu button below 72rem), the page and a footer with each menu's pages.
 */
export function ShopLayout() {
  const { t, i18n } = useTranslation(["shop", "common"]);
  const lang = isLang(i18n.language) ? i18n.language : "en";
  const { data: menus } = useMenus(lang);
  const loggedIn = useIsLoggedIn("member");
  useDocumentMeta({ title: t("shop:meta.title"), description: t("shop:meta.description"), lang, icon: shopSite.icon });
  const topMenus = siteMenus(menus);
  // the phone menu closes when the page changes, however it changed (a link, or "Sign out" going home)
  const { pathname } = useLocation();
  const [menu, setMenu] = useState({ open: false, path: pathname });

  return (
    <div className="flex min-h-screen flex-col bg-surface text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-toast focus:rounded focus:bg-surface focus:p-2"
      >
        {t("common:app.skipToContent")}
      </a>
      <SiteHeader
        collapse="xl"
        menuOpen={menu.open && menu.path === pathname}
        onMenuOpenChange={(open) => setMenu({ open, path: pathname })}
        logo={
          <Link
            to={shopSite.home}
            className="rounded-sm text-xl font-bold whitespace-nowrap text-primary no-underline outline-hidden focus-visible:shadow-focus"
          >
            {t("common:app.name")}
          </Link>
        }
        navLabel={t("shop:nav.label")}
        nav={
          <ul className="flex items-center gap-1">
            {topMenus.map((menu) => (
              <li key={menu.id}>
                <NavLink to={menu.path} className={navLinkClass}>
                  {menu.title}
                </NavLink>
              </li>
            ))}
          </ul>
        }
        mobileMenu={
          <nav aria-label={t("shop:nav.label")}>
            <ul className="flex flex-col gap-1">
              {topMenus.map((menu) => (
                <li key={menu.id}>
                  <NavLink to={menu.path} className={navLinkClass}>
                    {menu.title}
                  </NavLink>
                  {menu.children.length > 0 && (
                    <ul className="ml-4 flex flex-col border-l border-border pl-2">
                      {menu.children.map((child) => (
                        <li key={child.id}>
                          <NavLink to={child.path} end className={navLinkClass}>
                            {child.title}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        }
        actions={
          loggedIn && (
            <Suspense fallback={null}>
              <CartLink />
            </Suspense>
          )
        }
        utilities={
          <>
            <AccountAction
              area="member"
              signIn={SHOP_ACCOUNT_PATHS.signIn}
              home={SHOP_ACCOUNT_PATHS.home}
              signedInExtra={<MyMenuLink />}
            />
            <CurrencySwitch />
            <LanguageSwitch />
          </>
        }
      />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter
        tone="plain"
        columns={(menus ?? [])
          .filter((menu) => menu.children.length > 0)
          .map((menu) => ({
            id: String(menu.id),
            title: menu.title,
            links: menu.children.map((child) => ({ label: child.title, href: child.path })),
          }))}
        copyright={t("shop:footer.copyright")}
        renderLink={footerLink}
      />
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
