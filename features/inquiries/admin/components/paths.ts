/** The operators' question pages as the site mounts them (screens hard-code no address). */
export type InquiriesAdminPaths = {
  list: string;
  question: (id: number) => string;
};
