import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import { authPagesAt, micrositeAccount, micrositeFooter, micrositeNav, siteLinks } from "../shell/microsite-config";
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
  ...authPagesAt("/sitmmt/ppipsa"),
  myPage: "/sitmmt/ppipsa/mypage",
  application: "/sitmmt/ppipsa/mypage/business/application",
  confirm: "/sitmmt/ppipsa/business/application/confirm",
  businessList: "/sitmmt/ppipsa/business/list",
  business: (id: number) => `/sitmmt/ppipsa/business/${id}`,
  myMeetings: "/sitmmt/ppipsa/mypage/meetings",
  adminApplications: "/sitmmt/admin/applications",
} as const;

/**
 * The sign-in pages this site offers (the auth feature's screens, in this site's area). Registration is by
 * account type at `register/{buyer|seller_domestic|seller_overseas}`; `register` itself is the site's own page
 * where a company chooses its type (accreditationRoutes in mart-routes.tsx).
 */
export const sitmmtAuth = {
  area: "accreditation",
  home: SITMMT_PATHS.myPage,
  // /sitmmt/ppipsa, the accreditation area's sign-in target (spec point 2), is the site's own route (ppipsaRoute):
  // the sign-in form for a guest, the company's own page once signed in
  ...authPagesAt(SITMMT_PATHS.ppipsa),
  registerByType: SITMMT_PATHS.register,
} satisfies AuthPages;

/** The mart's pages as the header and the footer name them. */
const link = siteLinks(SITMMT_PATHS, {
  overview: "nav.overview",
  venue: "nav.venue",
  program: "nav.program",
  travelmart: "nav.travelmart",
  board: "nav.board",
  fair: "nav.fair",
  register: "footer.business.register",
  myPage: "footer.business.myPage",
  businessList: "footer.business.list",
});

/** The medical travel mart (spec point 2, /sitmmt and its fair and real-time pages). */
export const sitmmtSite = {
  ...SITE_MAP.sitmmt,
  nav: micrositeNav(SITMMT_PATHS.home, [
    link.overview,
    link.venue,
    link.program,
    link.travelmart,
    link.board,
    link.fair,
  ]),
  footer: micrositeFooter({
    mart: [link.overview, link.venue, link.program, link.travelmart, link.fair],
    business: [link.register, link.myPage, link.businessList],
    board: [
      { to: SITMMT_PATHS.board, labelKey: "footer.board.notices" },
      { to: SITMMT_PATHS.faq, labelKey: "footer.board.faq" },
    ],
  }),
  // seven links on one line from 72rem; with a company's My page, My meetings and Sign out, from 80rem
  headerCollapse: { guest: "xl", signedIn: "2xl" },
  // a signed-in company reaches its own pages from every page, not only from the footer
  account: micrositeAccount(sitmmtAuth, [
    { to: SITMMT_PATHS.myPage, labelKey: "account.myPage" },
    { to: SITMMT_PATHS.myMeetings, labelKey: "account.myMeetings" },
  ]),
} satisfies MicrositeConfig;
