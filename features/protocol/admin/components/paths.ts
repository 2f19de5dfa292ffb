/** The operators' protocol pages as the site mounts them (screens hard-code no address). */
export type ProtocolAdminPaths = {
  list: string;
  create: string;
  tour: (id: number) => string;
  /** The tour's arrivals board. */
  arrivals: (id: number) => string;
  /** The operators' live map of the tour. */
  vehicle: (id: number) => string;
};
