import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import { SITE_MAP } from "@contracts/site-map";
import type { ApplicantPaths } from "@features/applications";
import type { AuthPages } from "../shell/auth-routes";
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

/** The education trip programme for overseas schools (spec point 2, /seouledutravel). */
export const seouledutravelSite = {
  ...SITE_MAP.seouledutravel,
  nav: [
    { to: EDU_PATHS.home, labelKey: "nav.home", end: true },
    { to: EDU_PATHS.introduction, labelKey: "nav.introduction" },
    { to: EDU_PATHS.info, labelKey: "nav.info" },
    { to: EDU_PATHS.guide, labelKey: "nav.guide" },
    { to: EDU_PATHS.faq, labelKey: "nav.faq" },
    { to: EDU_PATHS.qna, labelKey: "nav.qna" },
  ],
  footer: [
    {
      id: "site",
      titleKey: "footer.site.title",
      links: [
        { labelKey: "nav.home", href: EDU_PATHS.home },
        { labelKey: "nav.introduction", href: EDU_PATHS.introduction },
        { labelKey: "nav.info", href: EDU_PATHS.info },
        { labelKey: "nav.guide", href: EDU_PATHS.guide },
        { labelKey: "nav.faq", href: EDU_PATHS.faq },
        { labelKey: "nav.qna", href: EDU_PATHS.qna },
      ],
    },
    {
      id: "apply",
      titleKey: "footer.apply.title",
      links: [
        { labelKey: "footer.apply.registration", href: EDU_PATHS.registration() },
        { labelKey: "account.myApplications", href: EDU_PATHS.myApplications },
        { labelKey: "footer.apply.ask", href: EDU_PATHS.qnaAsk },
      ],
    },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
  // six links on one line from 72rem; with a member's My page, My applications and Sign out, from 80rem
  headerCollapse: { guest: "xl", signedIn: "2xl" },
  account: {
    area: "travel",
    signIn: "/seouledutravel/login",
    links: [
      { to: EDU_PATHS.myPage, labelKey: "account.myPage" },
      { to: EDU_PATHS.myApplications, labelKey: "account.myApplications" },
    ],
  },
} satisfies MicrositeConfig;

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const seouledutravelAuth = {
  area: "travel",
  home: EDU_PATHS.myPage,
  signIn: "/seouledutravel/login",
  register: "/seouledutravel/register",
  findId: "/seouledutravel/find/id",
  findPassword: "/seouledutravel/find/password",
  passwordReset: "/seouledutravel/password-reset",
} satisfies AuthPages;
