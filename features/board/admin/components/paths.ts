/** The operators' board pages as the site mounts them (screens hard-code no address). */
export type BoardAdminPaths = {
  /** A site's boards, the tab of `type` open. */
  list: (type: string) => string;
  add: (type: string) => string;
  edit: (type: string, id: number) => string;
};
