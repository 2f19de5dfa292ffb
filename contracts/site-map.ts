/**
 * Which paths belong to which site: the one source for the browser's router (which site's chunk to load) and the
 * server (which site's title, description and icon to put in the page it sends). See ADR 0010.
 * Adding a site: its folder `sites/<name>/` (with `routes.tsx`) and its entry in SITE_MAP below.
 */
import type { AuthArea } from "./auth-area";

/** The sign-in areas of spec point 1 (contracts/auth-area.ts). */
export type SiteArea = AuthArea;

/** A site as the manifest states it; `SiteInfo` is the same with its name known. */
type SiteEntryOf<N extends string> = {
  name: N;
  /** First path segments the site owns, e.g. `/sitmmt`; a path belongs to the site whose prefix is its first segment. */
  prefixes: readonly string[];
  /** The sign-in area of the site's pages; a page inside another area's segment (`/sitmmt/ppipsa`) is decided by its address. */
  area: SiteArea;
  /** Exceptions to `area`, by prefix (`/sitmmt-update` is the operators') or by whole page (a fixed operator address). */
  areaOf?: {
    readonly prefixes?: Readonly<Record<string, SiteArea>>;
    readonly pages?: Readonly<Record<string, SiteArea>>;
  };
  /**
   * The site's own sign-in page of an area, where it differs from the area's (the MICE fair signs its companies and
   * visitors in at `/mice/login`, not at the mart's `/sitmmt/ppipsa`).
   */
  signIn?: Partial<Readonly<Record<SiteArea, string>>>;
  /** Its message file: `locales/<lang>/<namespace>.json`, with `meta.title` and `meta.description`. */
  namespace: string;
  home: string;
  /** Public pages besides the home page that search engines should find (the sitemap); pages made from data come from the server's domains. */
  pages?: readonly string[];
  /** The site's icon under public/. */
  icon: string;
};

export const SITE_MAP = {
  shop: {
    name: "shop",
    prefixes: [
      "/main",
      "/account",
      "/product",
      "/purchase",
      "/board",
      "/user",
      "/quotation",
      "/qr",
      "/redirect",
      "/review-request",
      "/tossSuccess",
      "/tossFail",
      // the spec's payment-failure target; it shows the /tossFail screen (ADR 0013)
      "/fail",
      // the social sign-in handlers finish a main-shop member's sign-in
      "/oauth-kakao",
      "/oauth-naver",
    ],
    area: "member",
    namespace: "shop",
    home: "/main",
    pages: ["/product/search/festival/all", "/product/search/tour/all", "/board/notice", "/board/event"],
    icon: "/favicon.svg",
  },
  sitmmt: {
    name: "sitmmt",
    prefixes: ["/sitmmt", "/sitmmt-bimtc", "/sitmmt-viewer", "/sitmmt-update"],
    area: "member",
    // the venue screens' update page is the operators'
    areaOf: { prefixes: { "/sitmmt-update": "admin" } },
    namespace: "sitmmt",
    home: "/sitmmt",
    pages: ["/sitmmt-bimtc", "/sitmmt/board"],
    icon: "/icons/sitmmt.svg",
  },
  seoulitepass: {
    name: "seoulitepass",
    prefixes: ["/seoulitepass"],
    area: "member",
    // the partner venues' scanner is staff's: partner accounts sign in where operators do (ADR 0030)
    areaOf: { pages: { "/seoulitepass/qrcode": "admin" } },
    namespace: "seoulitepass",
    home: "/seoulitepass",
    pages: [
      "/seoulitepass/airport",
      "/seoulitepass/guide",
      "/seoulitepass/faq",
      "/seoulitepass/thingstodo/notice",
      "/seoulitepass/thingstodo/post",
      "/seoulitepass/affiliate",
      "/seoulitepass/thingstodo",
      "/seoulitepass/thingstodo/calendar",
      "/seoulitepass/partnership",
    ],
    icon: "/icons/seoulitepass.svg",
  },
  seouledutravel: {
    name: "seouledutravel",
    prefixes: ["/seouledutravel"],
    area: "travel",
    namespace: "seouledutravel",
    home: "/seouledutravel",
    pages: [
      "/seouledutravel/introduction",
      "/seouledutravel/info",
      "/seouledutravel/application/guide",
      "/seouledutravel/faq/list",
      "/seouledutravel/qna/list",
    ],
    icon: "/icons/seouledutravel.svg",
  },
  seouleduadmin: {
    name: "seouleduadmin",
    prefixes: ["/seouleduadmin"],
    area: "admin",
    namespace: "seouleduadmin",
    home: "/seouleduadmin",
    icon: "/icons/seouleduadmin.svg",
  },
  mice: {
    name: "mice",
    prefixes: ["/mice"],
    // its visitors, buyers and sellers are business-accreditation accounts (one account serves both fairs);
    // its operators' pages (`/mice/admin/...`) are the admin area's by their segment
    area: "accreditation",
    signIn: { accreditation: "/mice/login" },
    namespace: "mice",
    home: "/mice",
    pages: [
      "/mice/keyvisual",
      "/mice/introduction/exhibition",
      "/mice/introduction/fair",
      "/mice/application/guide",
      "/mice/visitor/guide",
      "/mice/conference/conference-1",
      "/mice/notice/list",
      "/mice/news/list",
      "/mice/faq/list",
      "/mice/company/list",
    ],
    icon: "/icons/mice.svg",
  },
  apec2025: {
    name: "apec2025",
    prefixes: ["/apec2025", "/apec2025korea"],
    area: "member",
    // the staff's ticket scanner is the operators'; a ticket's own page below it (`/qrcode/{token}`) is a guest's
    areaOf: { pages: { "/apec2025/qrcode": "admin" } },
    namespace: "apec2025",
    home: "/apec2025",
    pages: ["/apec2025/about", "/apec2025/list", "/apec2025/seoul", "/apec2025/busan", "/apec2025korea"],
    icon: "/icons/apec2025.svg",
  },
  bleisure: {
    name: "bleisure",
    prefixes: ["/bleisure"],
    area: "member",
    namespace: "bleisure",
    home: "/bleisure",
    pages: ["/bleisure/tour-program"],
    icon: "/icons/bleisure.svg",
  },
  protocol: {
    name: "protocol",
    prefixes: ["/protocol"],
    // the delegation's pages are its members'; the operators' (`/protocol/admin/...`) are the admin area's by their
    // segment, and the driver's page too: drivers are operators' accounts of role `driver` (ADR 0033)
    area: "member",
    areaOf: { pages: { "/protocol/vehicle/drive": "admin" } },
    // a delegate signs in on the site itself and comes back to their programme; operators and drivers too, on its
    // operators' sign-in page
    signIn: { member: "/protocol/login", admin: "/protocol/admin/signin" },
    namespace: "protocol",
    home: "/protocol",
    icon: "/icons/protocol.svg",
  },
  "rok-us": {
    name: "rok-us",
    prefixes: ["/rok-us"],
    area: "member",
    // the survey results list: an operators' page at an address the spec fixes
    areaOf: { pages: { "/rok-us/survey/list": "admin" } },
    namespace: "rok-us",
    home: "/rok-us",
    pages: ["/rok-us/notice/list", "/rok-us/faq/list"],
    icon: "/icons/rok-us.svg",
  },
  event: {
    name: "event",
    prefixes: ["/event"],
    area: "member",
    namespace: "event",
    home: "/event",
    icon: "/icons/event.svg",
  },
  console: {
    name: "console",
    // the shop's operators' console (issue 26, ADR 0034): its own door, so the shop's visitors download none of it
    prefixes: ["/admin"],
    area: "admin",
    signIn: { admin: "/admin/signin" },
    namespace: "console",
    home: "/admin",
    icon: "/icons/console.svg",
  },
} as const satisfies { [N in string]: SiteEntryOf<N> };

export type SiteName = keyof typeof SITE_MAP;
export type SiteInfo = SiteEntryOf<SiteName>;
/** Every site's name, in the manifest's order. */
export const SITE_NAMES = Object.keys(SITE_MAP) as SiteName[];

/** Every site, in the order of SITE_NAMES. */
export const SITE_LIST: readonly SiteInfo[] = SITE_NAMES.map((name) => SITE_MAP[name]);

/** The first segment of a path as a prefix: `/sitmmt/ppipsa/login` gives `/sitmmt`, `/` gives `/`. */
export function pathPrefix(pathname: string): string {
  return `/${pathname.split(/[?#]/)[0]?.split("/").find(Boolean) ?? ""}`;
}

/** The one of `sites` that owns a path by its first segment (whole segments only: `/mainly` is nobody's). */
export function matchSite<S extends Pick<SiteInfo, "prefixes">>(pathname: string, sites: readonly S[]): S | undefined {
  const first = pathPrefix(pathname);
  return sites.find((s) => s.prefixes.includes(first));
}

/** The site that owns a path; undefined when none does (the not-found screen, served with the shop's metadata). */
export function siteForPath(pathname: string): SiteInfo | undefined {
  return matchSite(pathname, SITE_LIST);
}
