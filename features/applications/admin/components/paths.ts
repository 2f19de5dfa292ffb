/** The operators' pages as the site mounts them (screens hard-code no address). */
export type EduAdminPaths = {
  home: string;
  applications: string;
  application: (id: number) => string;
  print: (id: number) => string;
  approval: string;
  reports: string;
  members: string;
  member: (id: number) => string;
  programmes: string;
  newProgramme: string;
  programme: (id: number) => string;
};
