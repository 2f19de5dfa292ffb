import { SITE_MAP } from "@contracts/site-map";
import type { TourArea } from "@contracts/tours";
import { homeLink, micrositeFooter, micrositeNav, siteLinks } from "../shell/microsite-config";
import type { MicrositeConfig } from "../shell/microsite-layout";

const home = SITE_MAP.apec2025.home;
/** The summit host's landing (spec point 2): its own home and course pages. */
const korea = "/apec2025korea";

/** The summit tours' addresses (spec point 2 and issue 23), shared by the nav, the footer and the routes. */
export const APEC_PATHS = {
  home,
  about: `${home}/about`,
  list: `${home}/list`,
  area: (area: TourArea) => `${home}/${area}`,
  reservation: `${home}/reservation`,
  /** The payment provider comes back here too (`success_url`), with `paymentKey`, `orderId` and `amount`. */
  completed: `${home}/reservation/completed`,
  completedFor: (number: string) => `${home}/reservation/completed?number=${encodeURIComponent(number)}`,
  myReservation: `${home}/myreservation`,
  /** Leaving a departure's waitlist, from the mail's link (`?token=`). */
  waitlist: `${home}/waitlist`,
  /** A ticket's page (a signed token) or a reservation's tickets (its number): what a ticket's QR code opens. */
  ticket: `${home}/qrcode/:code`,
  ticketFor: (code: string) => `${home}/qrcode/${encodeURIComponent(code)}`,
  korea: {
    home: korea,
    detail: (slug: string) => `${korea}/detail/${encodeURIComponent(slug)}`,
    subCourse: (slug: string) => `${korea}/subcourse/${encodeURIComponent(slug)}`,
    reservation: `${korea}/reservation`,
    reservationDetail: `${korea}/reservation/detail`,
    myReservation: `${korea}/myreservation`,
  },
} as const;

/** The reservation form's address for a course's departure, on either path. */
export const reservationHref = (base: string, slug: string, departureId: number | null) =>
  `${base}?course=${encodeURIComponent(slug)}${departureId ? `&departure=${departureId}` : ""}`;

/** The summit tours' pages as the header and the footer name them. */
const link = {
  ...siteLinks(APEC_PATHS, { about: "nav.about", list: "nav.courses", myReservation: "nav.myReservation" }),
  seoul: { to: APEC_PATHS.area("seoul"), labelKey: "nav.seoul" },
  busan: { to: APEC_PATHS.area("busan"), labelKey: "nav.busan" },
};

/** The summit tours of APEC 2025 Korea (spec point 2, /apec2025 and /apec2025korea). */
export const apec2025Site = {
  ...SITE_MAP.apec2025,
  nav: micrositeNav(home, [link.about, link.list, link.seoul, link.busan, link.myReservation]),
  footer: micrositeFooter({
    site: [homeLink(home), link.about, link.list, link.myReservation],
    areas: [link.seoul, link.busan, { to: korea, labelKey: "nav.summitHost" }],
  }),
  headerCollapse: { guest: "lg" },
} satisfies MicrositeConfig;
