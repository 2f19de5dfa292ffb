import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";
import { type PriceCurrency, formatPrice } from "./format-price";

export const priceVariants = cva(
  [
    // layout: current price and original price on one baseline, wrapping on narrow cards
    "inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5",
    // numbers: digits keep their width, so prices in a column line up
    "tabular-nums",
  ],
  {
    variants: {
      size: {
        sm: "text-sm [&_[data-slot=price-current]]:font-semibold [&_[data-slot=price-original]]:text-xs",
        md: "text-base [&_[data-slot=price-current]]:font-semibold [&_[data-slot=price-original]]:text-sm",
        lg: "text-2xl [&_[data-slot=price-current]]:font-bold [&_[data-slot=price-original]]:text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type PriceVariants = VariantProps<typeof priceVariants>;
export type PriceSize = NonNullable<PriceVariants["size"]>;

export type PriceProps = PriceVariants & {
  /** The amount in `currency` (callers convert; no exchange rates here). */
  amount: number;
  currency: PriceCurrency;
  /** The price before a discount, struck through and announced as "Original price". */
  originalAmount?: number;
  /** A starting price: "From $49" / "$49부터". */
  from?: boolean;
  className?: string;
};

/** A price in USD (`$49`, `$1,234.50`) or KRW (`₩1,465,000`), optionally a starting price and a struck original. */
export function Price({ amount, currency, originalAmount, from = false, size, className }: PriceProps) {
  const { locale, messages } = useDsLocale();
  const t = messages.dates.price;
  const current = formatPrice(amount, currency, locale);
  const discounted = originalAmount !== undefined && originalAmount !== amount;
  return (
    <span data-slot="price" data-size={size ?? "md"} className={cn(priceVariants({ size }), className)}>
      <span data-slot="price-current" className="text-foreground">
        {/* a struck price is not announced as struck: both prices get their role in words */}
        {discounted && <span className="sr-only">{t.current} </span>}
        {from ? fmt(t.from, { price: current }) : current}
      </span>
      {/* a space between the prices, so copied or read-out text does not run them together */}
      {discounted && " "}
      {discounted && (
        <span data-slot="price-original" className="text-muted-foreground">
          <span className="sr-only">{t.original} </span>
          <s>{formatPrice(originalAmount, currency, locale)}</s>
        </span>
      )}
    </span>
  );
}
