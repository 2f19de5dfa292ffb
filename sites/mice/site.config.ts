import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import { authPagesAt, micrositeAccount, micrositeFooter, micrositeNav, siteLinks } from "../shell/microsite-config";
import type { MicrositeConfig } from "../shell/microsite-layout";

const home = SITE_MAP.mice.home;

/** The MICE fair's addresses (spec point 2, /mice), shared by the nav, the footer and the routes. */
export const MICE_PATHS = {
  home,
  keyvisual: `${home}/keyvisual`,
  exhibition: `${home}/introduction/exhibition`,
  fair: `${home}/introduction/fair`,
  applicationGuide: `${home}/application/guide`,
  registration: `${home}/application/registration`,
  /** A buyer's or seller's step after the profile: the application itself. */
  confirm: `${home}/application/confirm`,
  visitorGuide: `${home}/visitor/guide`,
  conference: `${home}/conference/conference-1`,
  notices: `${home}/notice/list`,
  news: `${home}/news/list`,
  newsView: (id: number) => `${home}/news/view/${id}`,
  faq: `${home}/faq/list`,
  companies: `${home}/company/list`,
  company: (id: number) => `${home}/company/view/${id}`,
  ...authPagesAt(home),
  registerSeller: `${home}/register/seller`,
  myPage: `${home}/mypage`,
  myApplication: `${home}/myapplication`,
  /** A buyer's or seller's meetings at the fair, and the record of one. */
  meetings: `${home}/mypage/meetings`,
  meetingRecord: (meetingId: number) => `${home}/mypage/meetings/${meetingId}/record`,
  adminApplications: `${home}/admin/applications`,
  adminVisitors: `${home}/admin/visitors`,
  adminBadges: `${home}/admin/badges`,
  adminEdition: `${home}/admin/edition`,
  adminConference: `${home}/admin/conference`,
  /** The operators' meeting grid, slots and filed records of the fair. */
  adminMeetings: `${home}/admin/meetings`,
  adminSlots: `${home}/admin/slots`,
  adminRecords: `${home}/admin/records`,
  /** The operators' boards (notices, news, FAQ) and the pages they write. */
  adminBoards: `${home}/admin/boards`,
  adminBoard: {
    list: (type: string) => `${home}/admin/boards?type=${encodeURIComponent(type)}`,
    add: (type: string) => `${home}/admin/board-add?type=${encodeURIComponent(type)}`,
    edit: (type: string, id: number) => `${home}/admin/board-edit/${id}?type=${encodeURIComponent(type)}`,
  },
  adminPage: (slug: string) => `${home}/admin/pages/${slug}`,
} as const;

/** The organisers' pages (site pages) by slug, address and title; operators write them at `adminPage(slug)`. */
export const MICE_SITE_PAGES = [
  ["introduction-exhibition", MICE_PATHS.exhibition, "pages.exhibition"],
  ["introduction-fair", MICE_PATHS.fair, "pages.introduction"],
  ["application-guide", MICE_PATHS.applicationGuide, "pages.applicationGuide"],
  ["visitor-guide", MICE_PATHS.visitorGuide, "pages.visitorGuide"],
] as const;
export const MICE_PAGE_SLUGS = MICE_SITE_PAGES.map(([slug]) => slug);

/**
 * The sign-in pages this site offers (the auth feature's screens, in the business-accreditation area: one account
 * serves both fairs). Registration is by account type at `register/{visitor|buyer|seller_domestic|seller_overseas}`;
 * `register` and `register/seller` are the site's own choice pages (accreditationRoutes in fair-routes.tsx).
 */
export const miceAuth = {
  area: "accreditation",
  home: MICE_PATHS.myPage,
  ...authPagesAt(home),
  registerByType: MICE_PATHS.register,
} satisfies AuthPages;

/** The fair's pages as the header and the footer name them. */
const link = siteLinks(MICE_PATHS, {
  keyvisual: "nav.keyvisual",
  fair: "nav.introduction",
  exhibition: "nav.exhibition",
  companies: "nav.exhibitors",
  conference: "nav.conference",
  visitorGuide: "nav.visit",
  applicationGuide: "nav.apply",
  register: "footer.takePart.register",
  myPage: "footer.takePart.myPage",
  notices: "nav.notices",
  news: "nav.news",
  faq: "nav.faq",
});

/** The MICE fair (spec point 2, /mice). */
export const miceSite = {
  ...SITE_MAP.mice,
  nav: micrositeNav(home, [
    link.fair,
    link.companies,
    link.conference,
    link.visitorGuide,
    link.applicationGuide,
    link.news,
  ]),
  footer: micrositeFooter({
    fair: [link.keyvisual, link.fair, link.exhibition, link.companies, link.conference],
    "take-part": [link.visitorGuide, link.applicationGuide, link.register, link.myPage],
    news: [link.notices, link.news, link.faq],
  }),
  // seven links on one line from 80rem, with My page and Sign out too
  headerCollapse: { guest: "xl", signedIn: "2xl" },
  account: micrositeAccount(miceAuth, [{ to: MICE_PATHS.myPage, labelKey: "account.myPage" }]),
} satisfies MicrositeConfig;
