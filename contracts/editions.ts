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
