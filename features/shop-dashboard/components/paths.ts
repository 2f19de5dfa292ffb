/** The console's lists the dashboard's tiles open (screens hard-code no address): the site passes them. */
export type ShopDashboardPaths = {
  /** The reservations list; the tiles add `?status=`. */
  reservations: string;
  /** The shop's questions (the open ones by default). */
  inquiries: string;
};
