/** A site's addresses of its boards (screens hard-code none, ARCHITECTURE rule 3). */
export type SiteBoardPaths = {
  /** A board's list at a page. */
  board: (type: string, page?: number) => string;
  /** A post's own page. */
  post: (type: string, id: number) => string;
  /** The FAQ page, when the site has one. */
  faq?: string;
};

/** The row of boards: the site's lists, then its FAQ. */
export function boardLinks(types: readonly string[], paths: SiteBoardPaths, label: (type: string) => string) {
  const links = types.map((type) => ({ id: type, label: label(type), href: paths.board(type) }));
  return paths.faq ? [...links, { id: "faq", label: label("faq"), href: paths.faq }] : links;
}
