/** Where the site mounts the products screens: the list, a new product and one product's editor. */
export type ProductsAdminPaths = {
  list: string;
  create: string;
  product: (id: number) => string;
};
