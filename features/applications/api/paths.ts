/** The education programme's addresses for applicants (contracts/applications.ts; travel area token). */
export const PROGRAMMES_PATH = "/api/v1/edu/programmes";
export const APPLICATIONS_PATH = "/api/v1/edu/applications";
export const applicationPath = (id: number) => `${APPLICATIONS_PATH}/${id}`;

/** Every call of this feature is the travel area's (`/seouledutravel`). */
export const AREA = "travel" as const;
