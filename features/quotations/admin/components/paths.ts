/** The console's addresses of the quotation screens (the site gives them). */
export type QuotationsAdminPaths = {
  list: string;
  /** The editor of a new quotation. */
  new: string;
  quotation: (id: number) => string;
};
