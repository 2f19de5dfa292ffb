import type { Domain } from "../platform/context";
import { siteDomain } from "./site";
import { authDomain } from "./auth";
import { membersDomain } from "./members";
import { catalogDomain } from "./catalog";
import { cartDomain } from "./cart";
import { wishlistDomain } from "./wishlist";
import { reservationsDomain } from "./reservations";
import { paymentsDomain } from "./payments";
import { reviewsDomain } from "./reviews";
import { socialReviewsDomain } from "./social-reviews";
import { quotationsDomain } from "./quotations";
import { boardsDomain } from "./boards";
import { inquiriesDomain } from "./inquiries";
import { promotionsDomain } from "./promotions";
import { martDomain } from "./mart";
import { liveDomain } from "./live";
import { surveysDomain } from "./surveys";
import { applicationsDomain } from "./applications";
import { miceDomain } from "./mice";
import { toursDomain } from "./tours";
import { passesDomain } from "./passes";
import { thingsToDoDomain } from "./things-to-do";
import { partnershipsDomain } from "./partnerships";
import { protocolDomain } from "./protocol";
import { auditDomain } from "./audit";

/**
 * Every server domain, in the order their routes are registered. A new domain is a folder here (routes, service,
 * tables, seed, tests, and an index.ts naming its `Domain`) and one line in this list.
 */
export const DOMAINS: readonly Domain[] = [
  siteDomain,
  authDomain,
  membersDomain,
  catalogDomain,
  cartDomain,
  wishlistDomain,
  reservationsDomain,
  paymentsDomain,
  reviewsDomain,
  socialReviewsDomain,
  quotationsDomain,
  boardsDomain,
  inquiriesDomain,
  promotionsDomain,
  martDomain,
  liveDomain,
  surveysDomain,
  applicationsDomain,
  miceDomain,
  toursDomain,
  passesDomain,
  thingsToDoDomain,
  partnershipsDomain,
  protocolDomain,
  auditDomain,
];
