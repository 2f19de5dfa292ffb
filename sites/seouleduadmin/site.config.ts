import { SITE_MAP } from "@contracts/site-map";
import type { EduAdminPaths } from "@features/applications/admin";
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
} satisfies EduAdminPaths;

/** The administration area of the education trip programme (spec point 2, /seouleduadmin). */
export const seouleduadminSite = {
  ...SITE_MAP.seouleduadmin,
  nav: [
    { to: HOME, labelKey: "nav.home", end: true },
    { to: EDU_ADMIN_PATHS.applications, labelKey: "nav.applications", end: true },
    { to: EDU_ADMIN_PATHS.approval, labelKey: "nav.approval", end: true },
    { to: EDU_ADMIN_PATHS.reports, labelKey: "nav.reports", end: true },
    { to: EDU_ADMIN_PATHS.members, labelKey: "nav.members", end: true },
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
  // five work areas beside the name, the account and the language: the bar needs a wide screen
  headerCollapse: { guest: "xl" },
} satisfies MicrositeConfig;

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const seouleduadminAuth = {
  area: "admin",
  home: HOME,
  signIn: "/seouleduadmin/signin",
} satisfies AuthPages;
