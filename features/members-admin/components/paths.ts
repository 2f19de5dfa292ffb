/** Where the console mounts the members screens: each site passes its own addresses. */
export type MembersAdminPaths = {
  list: string;
  member: (id: number) => string;
};
