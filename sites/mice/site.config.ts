import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
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
  signIn: `${home}/login`,
  register: `${home}/register`,
  registerSeller: `${home}/register/seller`,
  findId: `${home}/find/id`,
  findPassword: `${home}/find/password`,
  passwordReset: `${home}/password-reset`,
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

/** The MICE fair (spec point 2, /mice). */
export const miceSite = {
  ...SITE_MAP.mice,
  nav: [
    { to: MICE_PATHS.home, labelKey: "nav.home", end: true },
    { to: MICE_PATHS.fair, labelKey: "nav.introduction" },
    { to: MICE_PATHS.companies, labelKey: "nav.exhibitors" },
    { to: MICE_PATHS.conference, labelKey: "nav.conference" },
    { to: MICE_PATHS.visitorGuide, labelKey: "nav.visit" },
    { to: MICE_PATHS.applicationGuide, labelKey: "nav.apply" },
    { to: MICE_PATHS.news, labelKey: "nav.news" },
  ],
  footer: [
    {
      id: "fair",
      titleKey: "footer.fair.title",
      links: [
        { labelKey: "nav.keyvisual", href: MICE_PATHS.keyvisual },
        { labelKey: "nav.introduction", href: MICE_PATHS.fair },
        { labelKey: "nav.exhibition", href: MICE_PATHS.exhibition },
        { labelKey: "nav.exhibitors", href: MICE_PATHS.companies },
        { labelKey: "nav.conference", href: MICE_PATHS.conference },
      ],
    },
    {
      id: "take-part",
      titleKey: "footer.takePart.title",
      links: [
        { labelKey: "nav.visit", href: MICE_PATHS.visitorGuide },
        { labelKey: "nav.apply", href: MICE_PATHS.applicationGuide },
        { labelKey: "footer.takePart.register", href: MICE_PATHS.register },
        { labelKey: "footer.takePart.myPage", href: MICE_PATHS.myPage },
      ],
    },
    {
      id: "news",
      titleKey: "footer.news.title",
      links: [
        { labelKey: "nav.notices", href: MICE_PATHS.notices },
        { labelKey: "nav.news", href: MICE_PATHS.news },
        { labelKey: "nav.faq", href: MICE_PATHS.faq },
      ],
    },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
  // seven links on one line from 80rem, with My page and Sign out too
  headerCollapse: { guest: "xl", signedIn: "2xl" },
  account: {
    area: "accreditation",
    signIn: MICE_PATHS.signIn,
    links: [{ to: MICE_PATHS.myPage, labelKey: "account.myPage" }],
  },
} satisfies MicrositeConfig;

/**
 * The sign-in pages this site offers (the auth feature's screens, in the business-accreditation area: one account
 * serves both fairs). Registration is by account type at `register/{visitor|buyer|seller_domestic|seller_overseas}`;
 * `register` and `register/seller` are the site's own choice pages (accreditationRoutes in fair-routes.tsx).
 */
export const miceAuth = {
  area: "accreditation",
  home: MICE_PATHS.myPage,
  signIn: MICE_PATHS.signIn,
  register: MICE_PATHS.register,
  registerByType: MICE_PATHS.register,
  findId: MICE_PATHS.findId,
  findPassword: MICE_PATHS.findPassword,
  passwordReset: MICE_PATHS.passwordReset,
} satisfies AuthPages;
