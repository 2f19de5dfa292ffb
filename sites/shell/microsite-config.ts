import type { AuthPages } from "./auth-routes";
import type { MicrositeConfig, MicrositeFooterColumn, MicrositeNavItem } from "./microsite-layout";

/** A page a site's header or footer links to: its address and its label (a key of the site's namespace). */
export type SiteLink = { to: string; labelKey: string };

/**
 * A site's links by name, each page's label written once for the header and the footer alike: `labels` names the
 * pages of `paths` to link to, with the label of each.
 */
export function siteLinks<const L extends Record<string, string>>(
  paths: { readonly [K in keyof L]: string },
  labels: L,
): { readonly [K in keyof L]: SiteLink } {
  const links = Object.entries(labels).map(([name, labelKey]) => [name, { to: paths[name as keyof L], labelKey }]);
  return Object.fromEntries(links) as { readonly [K in keyof L]: SiteLink };
}

/** The link to a site's home page, labelled "Home" in the site's words. */
export const homeLink = (home: string): SiteLink => ({ to: home, labelKey: "nav.home" });

/** The header's navigation: the site's home first (current on its own address only), then `pages` in order. */
export function micrositeNav(home: string, pages: readonly SiteLink[]): MicrositeNavItem[] {
  return [{ ...homeLink(home), end: true }, ...pages];
}

/** The way back to the travel shop, the last footer column of a visitor's microsite. */
const SHOP_LINK: SiteLink = { to: "/main", labelKey: "footer.more.shop" };

/**
 * A visitor's microsite footer: the site's `columns` in order, each by its id with its links, then the way back to
 * the travel shop (`more`). A column's title is `footer.<id in camel case>.title` of the site's namespace.
 */
export function micrositeFooter(columns: Readonly<Record<string, readonly SiteLink[]>>): MicrositeFooterColumn[] {
  return [...Object.entries(columns), ["more", [SHOP_LINK]] as const].map(([id, links]) => ({
    id,
    titleKey: `footer.${id.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase())}.title`,
    links: links.map(({ to, labelKey }) => ({ labelKey, href: to })),
  }));
}

/**
 * The auth feature's pages under a site's `base`: sign-in, the general registration, finding one's ID and password,
 * and the password reset (each site's `AuthPages` adds its area and its home).
 */
export function authPagesAt<const B extends string>(base: B) {
  return {
    signIn: `${base}/login`,
    register: `${base}/register`,
    findId: `${base}/find/id`,
    findPassword: `${base}/find/password`,
    passwordReset: `${base}/password-reset`,
  } as const;
}

/**
 * The header's account for a site with sign-in: the area and the sign-in page of the site's auth pages, and the
 * signed-in person's own `links` (labels are keys of the site's namespace).
 */
export function micrositeAccount(
  auth: Pick<AuthPages, "area" | "signIn">,
  links?: readonly SiteLink[],
): NonNullable<MicrositeConfig["account"]> {
  return links ? { area: auth.area, signIn: auth.signIn, links } : { area: auth.area, signIn: auth.signIn };
}
