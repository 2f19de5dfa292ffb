/** The MICE fair's visitor-side addresses (contracts/mice.ts). */
export const EDITION_PATH = "/api/v1/mice/edition";
export const CONFERENCE_PATH = "/api/v1/mice/conference";
export const MY_VISITOR_PATH = "/api/v1/mice/visitor/me";

/** Visitors sign in with the business-accreditation area's accounts: one account serves both fairs. */
export const AREA = "accreditation" as const;
