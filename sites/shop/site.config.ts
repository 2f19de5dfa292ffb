/** The main shop: its paths, sign-in area and metadata (spec point 2, main shop). */
export const shopSite = {
  name: "shop",
  prefixes: [
    "/main",
    "/account",
    "/product",
    "/purchase",
    "/board",
    "/user",
    "/quotation",
    "/qr",
    "/redirect",
    "/review-request",
    "/tossSuccess",
    "/tossFail",
  ],
  area: "member",
  namespace: "shop",
  home: "/main",
} as const;
