/** Where the visitor's screens link: the site's addresses (`/mice/...`), given by the site. */
export type VisitorPaths = {
  /** The visitor's registration form. */
  register: string;
  /** The visitor's own page, with the entry badge. */
  myPage: string;
  /** Where buyers and sellers take part instead: their company profile and application. */
  companyApplication: string;
};
