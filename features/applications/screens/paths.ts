/** Where the applicant's screens link: the site's addresses (`/seouledutravel/...`), given by the site. */
export type ApplicantPaths = {
  myPage: string;
  myApplications: string;
  detail: (id: number) => string;
  /** The application form; with an id, that application (a draft, or one to complete after a request). */
  registration: (id?: number) => string;
  report: (id: number) => string;
  info: string;
  guide: string;
};
