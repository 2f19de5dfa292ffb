/** The console's reservation pages as the site mounts them (screens hard-code no address). */
export type ReservationsAdminPaths = {
  list: string;
  reservation: (id: number) => string;
};
