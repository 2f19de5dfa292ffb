import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The mart's public pages and its business-accreditation area (`ppipsa`, spec point 2). */
export const SITMMT_PATHS = {
  home: "/sitmmt",
  overview: "/sitmmt/overview",
  venue: "/sitmmt/venue",
  program: "/sitmmt/program",
  travelmart: "/sitmmt/travelmart",
  board: "/sitmmt/board",
  faq: "/sitmmt/board/faq",
  /** A post of the notice, press or media board: `/sitmmt/board/{type}-detail/{id}`. */
  postDetail: (type: string, id: number) => `/sitmmt/board/${type}-detail/${id}`,
  fair: "/sitmmt-bimtc",
  ppipsa: "/sitmmt/ppipsa",
  signIn: "/sitmmt/ppipsa/login",
  register: "/sitmmt/ppipsa/register",
  findId: "/sitmmt/ppipsa/find/id",
  findPassword: "/sitmmt/ppipsa/find/password",
  passwordReset: "/sitmmt/ppipsa/password-reset",
  myPage: "/sitmmt/ppipsa/mypage",
  application: "/sitmmt/ppipsa/mypage/business/application",
  confirm: "/sitmmt/ppipsa/business/application/confirm",
  businessList: "/sitmmt/ppipsa/business/list",
  business: (id: number) => `/sitmmt/ppipsa/business/${id}`,
  myMeetings: "/sitmmt/ppipsa/mypage/meetings",
  adminApplications: "/sitmmt/admin/applications",
} as const;

/** The medical travel mart (spec point 2, /sitmmt and its fair and real-time pages). */
export const sitmmtSite = {
  ...SITE_MAP.sitmmt,
  nav: [
    { to: SITMMT_PATHS.home, labelKey: "nav.home", end: true },
    { to: SITMMT_PATHS.overview, labelKey: "nav.overview" },
    { to: SITMMT_PATHS.venue, labelKey: "nav.venue" },
    { to: SITMMT_PATHS.program, labelKey: "nav.program" },
    { to: SITMMT_PATHS.travelmart, labelKey: "nav.travelmart" },
    { to: SITMMT_PATHS.board, labelKey: "nav.board" },
    { to: SITMMT_PATHS.fair, labelKey: "nav.fair" },
  ],
  footer: [
    {
      id: "mart",
      titleKey: "footer.mart.title",
      links: [
        { labelKey: "nav.overview", href: SITMMT_PATHS.overview },
        { labelKey: "nav.venue", href: SITMMT_PATHS.venue },
        { labelKey: "nav.program", href: SITMMT_PATHS.program },
        { labelKey: "nav.travelmart", href: SITMMT_PATHS.travelmart },
        { labelKey: "nav.fair", href: SITMMT_PATHS.fair },
      ],
    },
    {
      id: "business",
      titleKey: "footer.business.title",
      links: [
        { labelKey: "footer.business.register", href: SITMMT_PATHS.register },
        { labelKey: "footer.business.myPage", href: SITMMT_PATHS.myPage },
        { labelKey: "footer.business.list", href: SITMMT_PATHS.businessList },
      ],
    },
    {
      id: "board",
      titleKey: "footer.board.title",
      links: [
        { labelKey: "footer.board.notices", href: SITMMT_PATHS.board },
        { labelKey: "footer.board.faq", href: SITMMT_PATHS.faq },
      ],
    },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
  // seven links on one line from 72rem; with a company's My page, My meetings and Sign out, from 80rem
  headerCollapse: { guest: "xl", signedIn: "2xl" },
  account: {
    area: "accreditation",
    signIn: SITMMT_PATHS.signIn,
    // a signed-in company reaches its own pages from every page, not only from the footer
    links: [
      { to: SITMMT_PATHS.myPage, labelKey: "account.myPage" },
      { to: SITMMT_PATHS.myMeetings, labelKey: "account.myMeetings" },
    ],
  },
} satisfies MicrositeConfig;

/**
 * The sign-in pages this site offers (the auth feature's screens, in this site's area). Registration is by
 * account type at `register/{buyer|seller_domestic|seller_overseas}`; `register` itself is the site's own page
 * where a company chooses its type (accreditationRoutes in mart-routes.tsx).
 */
export const sitmmtAuth = {
  area: "accreditation",
  home: SITMMT_PATHS.myPage,
  signIn: SITMMT_PATHS.signIn,
  // /sitmmt/ppipsa, the accreditation area's sign-in target (spec point 2), is the site's own route (ppipsaRoute):
  // the sign-in form for a guest, the company's own page once signed in
  register: SITMMT_PATHS.register,
  registerByType: SITMMT_PATHS.register,
  findId: SITMMT_PATHS.findId,
  findPassword: SITMMT_PATHS.findPassword,
  passwordReset: SITMMT_PATHS.passwordReset,
} satisfies AuthPages;
