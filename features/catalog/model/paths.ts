/** The site's addresses the catalog screens link to (screens never hard-code a site's paths). */
export type CatalogPaths = {
  /** `/product/search/{category}/{region}`, with the keyword when given; category and region may be "all". */
  search: (category: string, region: string, keyword?: string) => string;
  /** `/product/detail/{productId}`. */
  product: (id: number) => string;
};
