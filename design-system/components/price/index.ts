export { Price, priceVariants } from "./price";
export type { PriceProps, PriceSize, PriceVariants } from "./price";
export { currencySymbol, formatPrice } from "./format-price";
export type { PriceCurrency } from "./format-price";
