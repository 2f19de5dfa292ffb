import { SITE_MAP } from "@contracts/site-map";
import type { EduAdminPaths } from "@features/applications/admin";
import type { BoardAdminPaths } from "@features/board/admin";
import type { InquiriesAdminPaths } from "@features/inquiries/admin";
import type { AuthPages } from "../shell/auth-routes";
import type { MicrositeConfig } from "../shell/microsite-layout";

const HOME = SITE_MAP.seouleduadmin.home;

/** The operators' pages of the education programme (spec point 2, education admin); every one but home is guarded. */
export const EDU_ADMIN_PATHS = {
  home: HOME,
  applications: `${HOME}/apply`,
  application: (id: number) => `${HOME}/apply-detail/${id}`,
  print: (id: number) => `${HOME}/apply-detail/${id}/print`,
  approval: `${HOME}/apply-approval`,
  reports: `${HOME}/apply/report`,
  members: `${HOME}/members`,
  member: (id: number) => `${HOME}/members-detail/${id}`,
  programmes: `${HOME}/programmes`,
  newProgramme: `${HOME}/programmes/new`,
  programme: (id: number) => `${HOME}/programmes/${id}`,
} satisfies EduAdminPaths;

/** The programme site whose FAQ, notices, questions and pages these operators keep. */
export const EDU_SITE = "seouledutravel" as const;
/** Its boards kept here, the FAQ first (spec point 2: faq, board-add, board-edit/{id}). */
export const EDU_BOARD_TYPES = ["faq", "notice"] as const;
/** Its pages operators write (the introduction and the application guide). */
export const EDU_PAGES = ["introduction", "guide"] as const;

export const EDU_BOARD_PATHS = {
  list: (type: string) => `${HOME}/faq?type=${encodeURIComponent(type)}`,
  add: (type: string) => `${HOME}/board-add?type=${encodeURIComponent(type)}`,
  edit: (type: string, id: number) => `${HOME}/board-edit/${id}?type=${encodeURIComponent(type)}`,
} satisfies BoardAdminPaths;

export const EDU_QNA_PATHS = {
  list: `${HOME}/qna`,
  question: (id: number) => `${HOME}/qna/${id}`,
} satisfies InquiriesAdminPaths;

export const eduPagePath = (slug: string) => `${HOME}/pages/${slug}`;

/** The administration area of the education trip programme (spec point 2, /seouleduadmin). */
export const seouleduadminSite = {
  ...SITE_MAP.seouleduadmin,
  // the work areas; the two pages operators write are linked from the home
  nav: [
    { to: HOME, labelKey: "nav.home", end: true },
    { to: EDU_ADMIN_PATHS.applications, labelKey: "nav.applications", end: true },
    { to: EDU_ADMIN_PATHS.approval, labelKey: "nav.approval", end: true },
    { to: EDU_ADMIN_PATHS.reports, labelKey: "nav.reports", end: true },
    { to: EDU_ADMIN_PATHS.members, labelKey: "nav.members", end: true },
    { to: EDU_ADMIN_PATHS.programmes, labelKey: "nav.programmes", end: false },
    { to: `${HOME}/faq`, labelKey: "nav.board", end: true },
    { to: EDU_QNA_PATHS.list, labelKey: "nav.qna", end: false },
  ],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: HOME }] },
    {
      id: "programme",
      titleKey: "footer.programme.title",
      links: [{ labelKey: "footer.programme.site", href: "/seouledutravel" }],
    },
  ],
  account: { area: "admin", signIn: "/seouleduadmin/signin" },
  // eight links beside the name, the account and the language: the bar needs the widest screens
  headerCollapse: { guest: "2xl" },
} satisfies MicrositeConfig;

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const seouleduadminAuth = {
  area: "admin",
  home: HOME,
  signIn: "/seouleduadmin/signin",
} satisfies AuthPages;
