import { SHOP_BOARD_TYPES } from "@contracts/board-types";
import { SITE_MAP } from "@contracts/site-map";
import type { BoardAdminPaths } from "@features/board/admin";
import type { InquiriesAdminPaths } from "@features/inquiries/admin";
import type { MembersAdminPaths } from "@features/members-admin";
import type { ProductsAdminPaths } from "@features/products-admin";
import type { QuotationsAdminPaths } from "@features/quotations/admin";
import type { ReservationsAdminPaths } from "@features/reservations-admin";
import type { ShopDashboardPaths } from "@features/shop-dashboard";
import type { AuthPages } from "../shell/auth-routes";
import type { MicrositeConfig } from "../shell/microsite-layout";

const HOME = SITE_MAP.console.home;

/** The console's pages (issue 26, ADR 0034): every one is behind the operators' sign-in, the sign-in page aside. */
export const CONSOLE_PATHS = {
  home: HOME,
  signIn: `${HOME}/signin`,
  reservations: `${HOME}/reservations`,
  refunds: `${HOME}/refunds`,
  products: `${HOME}/products`,
  newProduct: `${HOME}/products/new`,
  inquiries: `${HOME}/inquiries`,
  reviews: `${HOME}/reviews`,
  socialReviews: `${HOME}/social-reviews`,
  quotations: `${HOME}/quotations`,
  newQuotation: `${HOME}/quotations/new`,
  boards: `${HOME}/boards`,
  boardAdd: `${HOME}/boards/add`,
  boardEdit: `${HOME}/boards/edit/:id`,
  promotions: `${HOME}/promotions`,
  members: `${HOME}/members`,
} as const;

/** The console keeps the shop's own records: its boards and its questions. */
export const CONSOLE_SITE = "shop" as const;
export const CONSOLE_BOARD_TYPES = SHOP_BOARD_TYPES;

export const DASHBOARD_PATHS = {
  reservations: CONSOLE_PATHS.reservations,
  inquiries: CONSOLE_PATHS.inquiries,
} satisfies ShopDashboardPaths;

export const RESERVATION_PATHS = {
  list: CONSOLE_PATHS.reservations,
  reservation: (id: number) => `${CONSOLE_PATHS.reservations}/${id}`,
} satisfies ReservationsAdminPaths;

export const PRODUCT_PATHS = {
  list: CONSOLE_PATHS.products,
  create: CONSOLE_PATHS.newProduct,
  product: (id: number) => `${CONSOLE_PATHS.products}/${id}`,
} satisfies ProductsAdminPaths;

export const QUOTATION_PATHS = {
  list: CONSOLE_PATHS.quotations,
  new: CONSOLE_PATHS.newQuotation,
  quotation: (id: number) => `${CONSOLE_PATHS.quotations}/${id}`,
} satisfies QuotationsAdminPaths;

export const INQUIRY_PATHS = {
  list: CONSOLE_PATHS.inquiries,
  question: (id: number) => `${CONSOLE_PATHS.inquiries}/${id}`,
} satisfies InquiriesAdminPaths;

export const BOARD_PATHS = {
  list: (type: string) => `${CONSOLE_PATHS.boards}?type=${encodeURIComponent(type)}`,
  add: (type: string) => `${CONSOLE_PATHS.boardAdd}?type=${encodeURIComponent(type)}`,
  edit: (type: string, id: number) => `${CONSOLE_PATHS.boards}/edit/${id}?type=${encodeURIComponent(type)}`,
} satisfies BoardAdminPaths;

export const MEMBER_PATHS = {
  list: CONSOLE_PATHS.members,
  member: (id: number) => `${CONSOLE_PATHS.members}/${id}`,
} satisfies MembersAdminPaths;

/**
 * The console's areas, in the operators' tabs above every page (labels are keys of the `console` namespace). A tab
 * stays current on the pages below it (a reservation under the reservations) unless `end` keeps it to its own.
 */
export const CONSOLE_TABS: readonly { to: string; labelKey: string; end?: boolean }[] = [
  { to: CONSOLE_PATHS.home, labelKey: "nav.dashboard", end: true },
  { to: CONSOLE_PATHS.reservations, labelKey: "nav.reservations" },
  { to: CONSOLE_PATHS.refunds, labelKey: "nav.refunds" },
  { to: CONSOLE_PATHS.products, labelKey: "nav.products" },
  { to: CONSOLE_PATHS.inquiries, labelKey: "nav.inquiries" },
  { to: CONSOLE_PATHS.reviews, labelKey: "nav.reviews", end: true },
  { to: CONSOLE_PATHS.socialReviews, labelKey: "nav.socialReviews", end: true },
  { to: CONSOLE_PATHS.quotations, labelKey: "nav.quotations" },
  { to: CONSOLE_PATHS.boards, labelKey: "nav.boards" },
  { to: CONSOLE_PATHS.promotions, labelKey: "nav.promotions", end: true },
  { to: CONSOLE_PATHS.members, labelKey: "nav.members" },
];

/** The shop's operators' console (/admin): the header names it and offers sign-in and out; the tabs do the rest. */
export const consoleSite = {
  ...SITE_MAP.console,
  nav: [{ to: HOME, labelKey: "nav.dashboard", end: true }],
  footer: [
    {
      id: "console",
      titleKey: "footer.console.title",
      links: [
        { labelKey: "nav.dashboard", href: HOME },
        { labelKey: "nav.reservations", href: CONSOLE_PATHS.reservations },
      ],
    },
    { id: "shop", titleKey: "footer.shop.title", links: [{ labelKey: "footer.shop.site", href: "/main" }] },
  ],
  account: { area: "admin", signIn: CONSOLE_PATHS.signIn },
} satisfies MicrositeConfig;

/** The console's sign-in page (the auth feature's screen, in the operators' area); back to the dashboard after. */
export const consoleAuth = {
  area: "admin",
  home: HOME,
  signIn: CONSOLE_PATHS.signIn,
} satisfies AuthPages;
