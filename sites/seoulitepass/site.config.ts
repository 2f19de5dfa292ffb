import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import { authPagesAt, micrositeAccount, micrositeFooter, micrositeNav, siteLinks } from "../shell/microsite-config";
import type { MicrositeConfig } from "../shell/microsite-layout";

const BASE = SITE_MAP.seoulitepass.home;

/** The visitor pass's addresses (spec point 2, /seoulitepass), shared by the nav, the footer and the routes. */
export const PASS_PATHS = {
  home: BASE,
  thingsToDo: `${BASE}/thingstodo`,
  calendar: `${BASE}/thingstodo/calendar`,
  posts: `${BASE}/thingstodo/post`,
  post: (id: number) => `${BASE}/thingstodo/post/${id}`,
  notice: `${BASE}/thingstodo/notice`,
  affiliate: `${BASE}/affiliate`,
  venue: (id: number) => `${BASE}/affiliate/detail/${id}`,
  airport: `${BASE}/airport`,
  /** How the pass works (a page the operators write). */
  guide: `${BASE}/guide`,
  faq: `${BASE}/faq`,
  faqDetail: (id: number) => `${BASE}/faq/${id}`,
  inquiry: `${BASE}/inquiry`,
  inquiryDetail: (id: number) => `${BASE}/inquiry/${id}`,
  inquiryAsk: `${BASE}/inquiry/contact-us`,
  partnership: `${BASE}/partnership`,
  /** The purchase form; `?option=` preselects a pass type. */
  purchase: `${BASE}/purchase/reservation`,
  purchaseFor: (optionId: number) => `${BASE}/purchase/reservation?option=${optionId}`,
  completed: `${BASE}/purchase/completed`,
  completedFor: (number: string) => `${BASE}/purchase/completed?number=${encodeURIComponent(number)}`,
  /** Where the payment window comes back to (the server adds `?number=`): paid, to confirm; or refused. */
  paid: `${BASE}/purchase/paid`,
  failed: `${BASE}/purchase/failed`,
  cards: `${BASE}/card`,
  card: (id: number) => `${BASE}/card/${id}`,
  myPage: `${BASE}/mypage`,
  /** The partner venues' scanner (partner staff and operators). */
  scanner: `${BASE}/qrcode`,
  /** Operators: the venues' partnership applications and one of them (the `admin` segment: operators' sign-in). */
  adminPartnerships: `${BASE}/admin/partnerships`,
  adminPartnership: (id: number) => `${BASE}/admin/partnerships/${id}`,
  /** Operators: the bank deposits' refunds to send back and those sent (the `admin` segment: operators' sign-in). */
  adminRefunds: `${BASE}/admin/refunds`,
  /** Operators: the partner venues, a new one and one to edit (the `admin` segment: operators' sign-in). */
  adminVenues: `${BASE}/admin/venues`,
  adminVenueNew: `${BASE}/admin/venues/new`,
  adminVenue: (id: number) => `${BASE}/admin/venues/${id}`,
} as const;

/** The site's boards: the notices and the things-to-do stories (posts), and the FAQ. */
export const PASS_BOARD_TYPES = ["notice", "post", FAQ_BOARD_TYPE] as const;

/** The pass site's pages as the header and the footer name them. */
const link = siteLinks(PASS_PATHS, {
  purchase: "nav.buy",
  guide: "pages.guide",
  affiliate: "nav.affiliate",
  posts: "nav.thingsToDo",
  notice: "nav.notice",
  airport: "nav.airport",
  faq: "nav.faq",
  inquiry: "nav.inquiry",
  partnership: "footer.help.partnership",
  scanner: "footer.help.scanner",
});

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const seoulitepassAuth = {
  area: "member",
  home: PASS_PATHS.myPage,
  ...authPagesAt(BASE),
} satisfies AuthPages;

/** The Seoul visitor pass (spec point 2, /seoulitepass). */
export const seoulitepassSite = {
  ...SITE_MAP.seoulitepass,
  nav: micrositeNav(PASS_PATHS.home, [link.purchase, link.affiliate, link.posts, link.airport, link.faq]),
  footer: micrositeFooter({
    site: [link.purchase, link.guide, link.affiliate, link.posts, link.notice, link.airport],
    help: [link.faq, link.inquiry, link.partnership, link.scanner],
  }),
  // six links on one line from 72rem; with a member's passes, My page and Sign out, from 80rem
  headerCollapse: { guest: "xl", signedIn: "2xl" },
  account: micrositeAccount(seoulitepassAuth, [
    { to: PASS_PATHS.cards, labelKey: "account.passes" },
    { to: PASS_PATHS.myPage, labelKey: "account.myPage" },
  ]),
} satisfies MicrositeConfig;
