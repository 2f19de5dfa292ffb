import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import { micrositeAccount, micrositeFooter, micrositeNav, siteLinks } from "../shell/microsite-config";
import type { MicrositeConfig } from "../shell/microsite-layout";

const BASE = SITE_MAP.protocol.home;
const withTour = (path: string) => (tourId?: number) => (tourId ? `${path}?tour=${tourId}` : path);

/** The protocol site's addresses (spec point 2, /protocol; issue 25), shared by the nav, the footer and the routes. */
export const PROTOCOL_PATHS = {
  home: BASE,
  /** The delegation's pages (member sign-in); `?tour=` when the member is on several tours. */
  tour: `${BASE}/tour`,
  immigration: `${BASE}/immigration`,
  vehicle: `${BASE}/vehicle`,
  tourFor: withTour(`${BASE}/tour`),
  immigrationFor: withTour(`${BASE}/immigration`),
  vehicleFor: withTour(`${BASE}/vehicle`),
  /** Whoever holds a share link watches the live map here, without signing in. */
  share: `${BASE}/vehicle/share/:token`,
  /** The driver's page (operators' sign-in: drivers are admin-area accounts; contracts/site-map.ts). */
  drive: `${BASE}/vehicle/drive`,
  /** Operators (the `admin` segment: operators' sign-in). */
  adminTours: `${BASE}/admin/tours`,
  adminTourNew: `${BASE}/admin/tours/new`,
  adminTour: (id: number) => `${BASE}/admin/tours/${id}`,
  adminArrivals: (id: number) => `${BASE}/admin/tours/${id}/immigration`,
  adminVehicle: (id: number) => `${BASE}/admin/tours/${id}/vehicle`,
  signIn: `${BASE}/login`,
  /** The operators' and drivers' sign-in (the `admin` segment: the admin area). */
  adminSignIn: `${BASE}/admin/signin`,
} as const;

/** The sign-in pages this site offers its delegations (the auth feature's screens, in the member area). */
export const protocolAuth = {
  area: "member",
  home: PROTOCOL_PATHS.tour,
  signIn: PROTOCOL_PATHS.signIn,
  findId: `${BASE}/find/id`,
  findPassword: `${BASE}/find/password`,
  passwordReset: `${BASE}/password-reset`,
} satisfies AuthPages;

/** The header's links, the home first; the footer's first column lists them too. */
const NAV = micrositeNav(
  PROTOCOL_PATHS.home,
  Object.values(
    siteLinks(PROTOCOL_PATHS, { tour: "nav.tour", immigration: "nav.immigration", vehicle: "nav.vehicle" }),
  ),
);

/** The protocol tours for official delegations (spec point 2, /protocol). */
export const protocolSite = {
  ...SITE_MAP.protocol,
  nav: NAV,
  footer: micrositeFooter({
    site: NAV,
    staff: [
      { to: PROTOCOL_PATHS.adminTours, labelKey: "footer.staff.tours" },
      { to: PROTOCOL_PATHS.drive, labelKey: "footer.staff.drive" },
    ],
  }),
  // four links, the language and the account on one line from 64rem; signed in (Sign out is longer), from 80rem
  headerCollapse: { guest: "lg", signedIn: "xl" },
  account: micrositeAccount(protocolAuth),
} satisfies MicrositeConfig;

/**
 * The operators' and drivers' sign-in on this site (the admin area's accounts; ADR 0033): a driver sent from the
 * drive page, or an operator from the tours, signs in here and comes back, rather than on another site's page.
 */
export const protocolOperatorsAuth = {
  area: "admin",
  home: PROTOCOL_PATHS.adminTours,
  signIn: PROTOCOL_PATHS.adminSignIn,
} satisfies AuthPages;
