/** The operators' venue pages as the site mounts them (screens hard-code no address). */
export type PassVenuesAdminPaths = {
  list: string;
  create: string;
  venue: (id: number) => string;
  /** The venue's public page (shown once published). */
  publicVenue: (id: number) => string;
};
