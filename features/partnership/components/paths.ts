/** The operators' partnership pages as the site mounts them (screens hard-code no address). */
export type PartnershipAdminPaths = {
  list: string;
  application: (id: number) => string;
};

/** The public form's links: the privacy terms, and the venues already on the pass. */
export type PartnershipApplyPaths = {
  venues: string;
  home: string;
};
