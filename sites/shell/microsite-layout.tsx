import type { SiteInfo } from "@contracts/site-map";
import { SiteFooter, type SiteFooterLinkProps, SiteHeader, type SiteHeaderCollapse } from "@ds";
import { useDocumentMeta } from "@lib/document/use-document-meta";
import { isLang } from "@lib/i18n/locale";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation, useMatches } from "react-router";
import { type Area, areaForPath, signInPathFor } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { AccountAction } from "./account-action";
import { LanguageSwitch } from "./language-switch";

/** A page of the site's own navigation; labels are keys of the site's namespace. */
export type MicrositeNavItem = {
  to: string;
  labelKey: string;
  /** Current only on this exact path (a home page would otherwise stay current on every page below it). */
  end?: boolean;
};

export type MicrositeFooterColumn = {
  id: string;
  titleKey: string;
  links: readonly { labelKey: string; href: string; external?: boolean }[];
};

/** A site's part of contracts/site-map.ts plus what its frame shows: navigation and footer columns. */
export type MicrositeConfig = SiteInfo & {
  /** Only pages that exist: a link to a route that is not there yet is a dead end for the visitor. */
  nav: readonly MicrositeNavItem[];
  footer: readonly MicrositeFooterColumn[];
  /**
   * A site with sign-in: the header offers "Sign in" / "Sign out" for this area and, to a signed-in person, the
   * `links` (their own pages; labels are keys of the site's namespace).
   */
  account?: { area: Area; signIn: string; links?: readonly { to: string; labelKey: string }[] };
  /**
   * From which header width the bar shows the navigation and the account (below it, the menu button holds them);
   * default `md`; `signedIn` when a signed-in person's own links need more room (default: as for a guest). A site
   * whose links do not fit on one line from there picks a wider one (tests/e2e/site-headers.spec.ts measures every
   * site from 320px to 1280px, signed in too).
   */
  headerCollapse?: { guest: SiteHeaderCollapse; signedIn?: SiteHeaderCollapse };
};

/**
 * The `handle` of a page route that names itself: the document title becomes "page · site name". A page cannot set the
 * title itself, because the layout's effect runs after the page's and would overwrite it.
 */
export type MicrositeRouteHandle = { titleKey: string };

function isTitledHandle(handle: unknown): handle is MicrositeRouteHandle {
  return (
    typeof handle === "object" && handle !== null && typeof (handle as { titleKey?: unknown }).titleKey === "string"
  );
}

const navLinkClass =
  "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground no-underline hover:bg-hover outline-hidden focus-visible:shadow-focus aria-[current=page]:underline aria-[current=page]:underline-offset-4";

function footerLink({ href, children, ...props }: SiteFooterLinkProps) {
  if (props.target === "_blank") {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/**
 * Whose session the header shows: the site's area, unless the page itself belongs to another sign-in area by its
 * address (the mart's operator pages are admin pages): an operator sees their own sign-in state there.
 */
function headerAccount(site: MicrositeConfig, pathname: string): MicrositeConfig["account"] {
  const pageArea = areaForPath(pathname);
  if (!site.account || pageArea === "member" || pageArea === site.account.area) return site.account;
  return { area: pageArea, signIn: signInPathFor(pageArea, pathname) };
}

/** The `handle` of a page that fills the screen on its own (a venue screen): no header, no footer, its own title. */
export type MicrositeFullScreenHandle = { fullScreen: true };

function isFullScreenHandle(handle: unknown): handle is MicrositeFullScreenHandle {
  return typeof handle === "object" && handle !== null && (handle as { fullScreen?: unknown }).fullScreen === true;
}

/** A site's layout route: the site's frame around its pages, or nothing around a full-screen page. */
export function MicrositeLayout({ site }: { site: MicrositeConfig }) {
  const fullScreen = useMatches().some((match) => isFullScreenHandle(match.handle));
  return fullScreen ? <Outlet /> : <MicrositeFrame site={site} />;
}

/**
 * The frame every microsite shares: a skip link, the header with the site's name (a link home), its navigation and
 * the language switch, the page (each page renders its own `<main id="main">`) and the footer with the site's
 * columns. Title, description, `og:*` and icon follow the site and the active language.
 */
function MicrositeFrame({ site }: { site: MicrositeConfig }) {
  const { t, i18n } = useTranslation([site.namespace, "common"]);
  const lang = isLang(i18n.language) ? i18n.language : "en";
  const { pathname } = useLocation();
  const account = headerAccount(site, pathname);
  const signedIn = useIsLoggedIn(account?.area ?? "member") && account !== undefined;
  const collapse = signedIn
    ? (site.headerCollapse?.signedIn ?? site.headerCollapse?.guest)
    : site.headerCollapse?.guest;
  const pageHandle = useMatches()
    .map((match) => match.handle)
    .filter(isTitledHandle)
    .at(-1);
  useDocumentMeta({
    title: pageHandle ? `${t(pageHandle.titleKey)} · ${t("meta.siteName")}` : t("meta.title"),
    description: t("meta.description"),
    lang,
    icon: site.icon,
  });

  const nav = (
    <ul className="flex flex-wrap items-center gap-1">
      {site.nav.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={navLinkClass}>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <div data-site={site.name} className="flex min-h-screen flex-col bg-surface text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-toast focus:rounded focus:bg-surface focus:p-2"
      >
        {t("common:app.skipToContent")}
      </a>
      <SiteHeader
        collapse={collapse}
        logo={
          <Link
            to={site.home}
            className="rounded-sm text-lg font-bold text-primary no-underline outline-hidden focus-visible:shadow-focus"
          >
            {t("meta.siteName")}
          </Link>
        }
        nav={nav}
        navLabel={t("nav.label")}
        // in the bar when the header is wide, in the menu panel on a phone (the bar then fits from 320px)
        utilities={
          <>
            {account && (
              <AccountAction
                area={account.area}
                signIn={account.signIn}
                home={site.home}
                signedInExtra={
                  account.links && account.links.length > 0 ? (
                    <ul className="flex flex-wrap items-center gap-1">
                      {account.links.map((link) => (
                        <li key={link.to}>
                          <NavLink to={link.to} end className={navLinkClass}>
                            {t(link.labelKey)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  ) : undefined
                }
              />
            )}
            <LanguageSwitch />
          </>
        }
      />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter
        logo={<p className="font-semibold">{t("meta.siteName")}</p>}
        about={t("footer.about")}
        columns={site.footer.map((column) => ({
          id: column.id,
          title: t(column.titleKey),
          links: column.links.map((link) => ({ label: t(link.labelKey), href: link.href, external: link.external })),
        }))}
        copyright={t("footer.copyright")}
        renderLink={footerLink}
      />
    </div>
  );
}
