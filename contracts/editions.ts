import { addDays } from "./shop-calendar";

/**
 * The product's one name and each edition's dates, read by the seeds, the pages and the mails, so no two places
 * can disagree (the shop's `common.app.name` says the same; server/domains/site/test/editions.test.ts keeps them equal).
 */

/** The shop's name: page titles, the mails' sender and subjects, the API reference. */
export const PRODUCT_NAME = "K-Travel";

/**
 * The medical travel mart (SITMMT). The demo edition is dated from the seeding day, so its days are always ahead:
 * two meeting days, then a day of tours. Its brand carries no year: the year is that of its days.
 */
export const MART_EDITION = {
  brand: "SITMMT",
  /** Days after the seeding day of the two meeting days. */
  meetingDays: [14, 15],
  /** Days after the seeding day of the familiarisation tour that follows them. */
  tourDay: 16,
} as const;

/**
 * The fairs whose companies apply, are approved and meet (one accreditation account and one company profile serve
 * both): the medical travel mart (`/sitmmt`) and the MICE fair (`/mice`). Every application, meeting slot and
 * visitor registration belongs to one fair's current edition (`FAIR_YEARS`); ADR 0026 records the choice.
 */
export const FAIRS = ["sitmmt", "mice"] as const;
export type Fair = (typeof FAIRS)[number];

/** Each fair's current edition. The mart's is the year its info texts name (spec point 7: 2019-2025). */
export const FAIR_YEARS: Record<Fair, number> = { sitmmt: 2025, mice: 2026 };

/**
 * The MICE fair (`/mice`). The demo edition is dated from the seeding day, as the mart's is: its exhibition days,
 * then the registration deadline before them. The dates the pages show come from the edition row the seed writes
 * (`GET /api/v1/mice/edition`), never from the texts. Its brand carries no year.
 */
export const MICE_EDITION = {
  brand: "Korea MICE Fair",
  /** Days after the seeding day of the fair's days (exhibition, meetings and conference on each). */
  fairDays: [30, 31],
  /** Days after the seeding day of the last day to register (visitors) or apply (companies). */
  registrationCloses: 27,
  /** Opening hours of the exhibition halls, Korea time. */
  opens: "10:00",
  closes: "18:00",
} as const;

/**
 * The ROK–US Friendship Tour (/rok-us). The demo edition is dated from the seeding day as its surveys are
 * (server/domains/surveys/seed.ts): its rounds run from `firstRound` to `lastRound` days after that day, and every
 * survey window opens inside the season. Its brand carries no year.
 */
export const FRIENDSHIP_TOUR_EDITION = {
  /** Days after the seeding day of the first round (a Busan course, whose satisfaction survey has closed). */
  firstRound: -45,
  /** Days after the seeding day of the last round (the Jeju courses). */
  lastRound: 60,
} as const;

/** The tour season's first and last days (ISO, Korea) for a seeding day. */
export function friendshipTourSeason(seedingDay: string): { from: string; to: string } {
  return {
    from: addDays(seedingDay, FRIENDSHIP_TOUR_EDITION.firstRound),
    to: addDays(seedingDay, FRIENDSHIP_TOUR_EDITION.lastRound),
  };
}
