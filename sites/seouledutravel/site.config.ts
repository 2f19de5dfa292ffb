import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import { SITE_MAP } from "@contracts/site-map";
import type { ApplicantPaths } from "@features/applications";
import type { AuthPages } from "../shell/auth-routes";
import { authPagesAt, micrositeAccount, micrositeFooter, micrositeNav, siteLinks } from "../shell/microsite-config";
import type { MicrositeConfig } from "../shell/microsite-layout";

const BASE = "/seouledutravel";

/** The education trip programme's addresses (spec point 2). */
export const EDU_PATHS = {
  home: BASE,
  introduction: `${BASE}/introduction`,
  info: `${BASE}/info`,
  guide: `${BASE}/application/guide`,
  myPage: `${BASE}/mypage`,
  myApplications: `${BASE}/myapplication`,
  detail: (id: number) => `${BASE}/myapplication/detail/${id}`,
  /** The form; `?id=` names the application to continue (a draft, or one the office asked more of). */
  registration: (id?: number) => `${BASE}/application/registration${id ? `?id=${id}` : ""}`,
  report: (id: number) => `${BASE}/report/submit/${id}`,
  faq: `${BASE}/faq/list`,
  faqDetail: (id: number) => `${BASE}/faq/list-detail/${id}`,
  qna: `${BASE}/qna/list`,
  qnaDetail: (id: number) => `${BASE}/qna/list-detail/${id}`,
  /** Asking a question (members only: a guest signs in first and comes back). */
  qnaAsk: `${BASE}/qna/contact-us`,
} as const satisfies ApplicantPaths & {
  home: string;
  introduction: string;
  faq: string;
  faqDetail: (id: number) => string;
  qna: string;
  qnaDetail: (id: number) => string;
  qnaAsk: string;
};

/** The programme's boards on this site: the FAQ (the office's notices are read on the operators' side for now). */
export const EDU_BOARD_TYPES = [FAQ_BOARD_TYPE] as const;

/** The header's links, the home first; the footer's first column lists them too. */
const NAV = micrositeNav(
  EDU_PATHS.home,
  Object.values(
    siteLinks(EDU_PATHS, {
      introduction: "nav.introduction",
      info: "nav.info",
      guide: "nav.guide",
      faq: "nav.faq",
      qna: "nav.qna",
    }),
  ),
);

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const seouledutravelAuth = {
  area: "travel",
  home: EDU_PATHS.myPage,
  ...authPagesAt(BASE),
} satisfies AuthPages;

/** The education trip programme for overseas schools (spec point 2, /seouledutravel). */
export const seouledutravelSite = {
  ...SITE_MAP.seouledutravel,
  nav: NAV,
  footer: micrositeFooter({
    site: NAV,
    apply: [
      { to: EDU_PATHS.registration(), labelKey: "footer.apply.registration" },
      { to: EDU_PATHS.myApplications, labelKey: "account.myApplications" },
      { to: EDU_PATHS.qnaAsk, labelKey: "footer.apply.ask" },
    ],
  }),
  // six links on one line from 72rem; with a member's My page, My applications and Sign out, from 80rem
  headerCollapse: { guest: "xl", signedIn: "2xl" },
  account: micrositeAccount(seouledutravelAuth, [
    { to: EDU_PATHS.myPage, labelKey: "account.myPage" },
    { to: EDU_PATHS.myApplications, labelKey: "account.myApplications" },
  ]),
} satisfies MicrositeConfig;
