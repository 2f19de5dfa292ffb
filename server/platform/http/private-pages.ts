import { SITE_LIST } from "@contracts/site-map";

/**
 * Addresses with nothing for search engines: the API; the shop's member, checkout and sign-in return pages (rendered
 * in the browser for whoever is signed in); the summit's guest pages that show one reservation, one ticket or one
 * waitlist place (their links carry a number or a token). Operators' prefixes and pages come from the site manifest.
 */
const PRIVATE_PREFIXES = [
  "/api/",
  "/account/",
  "/purchase/",
  "/user/",
  "/quotation",
  "/review-request",
  "/tossSuccess",
  "/tossFail",
  "/fail",
  "/oauth-kakao",
  "/oauth-naver",
  "/qr",
  "/redirect",
  "/apec2025/qrcode/",
  "/apec2025/myreservation",
  "/apec2025/waitlist",
  "/apec2025korea/myreservation",
];

function operatorsAddresses(): string[] {
  return SITE_LIST.flatMap((site) => [
    ...(site.area === "admin" ? site.prefixes : []),
    ...Object.entries(site.areaOf?.prefixes ?? {})
      .filter(([, area]) => area === "admin")
      .map(([prefix]) => prefix),
    ...Object.entries(site.areaOf?.pages ?? {})
      .filter(([, area]) => area === "admin")
      .map(([page]) => page),
  ]);
}

/** Every private address, as robots.txt lists them (each one a prefix). */
export const PRIVATE_ADDRESSES: readonly string[] = [...PRIVATE_PREFIXES, ...operatorsAddresses()];

/**
 * Whether a page must never be indexed: robots.txt keeps crawlers out, and the page itself says `noindex` too, for a
 * link that reaches a search engine another way (a shared ticket, an address pasted on a public page).
 */
export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_ADDRESSES.some((address) => pathname.startsWith(address));
}
