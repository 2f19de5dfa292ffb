import { LoadError, SignedOut } from "@blocks/feature-kit";
import type { WishlistItem } from "@contracts/wishlist";
import { convertMoney } from "@contracts/money";
import { Badge, Button, ButtonLink, Card, EmptyState, Price, Skeleton, formatPrice } from "@ds";
import { formatDate } from "@lib/format/format";
import { useCurrency, useIsLoggedIn } from "@lib/session/use-session";
import { useExchangeRates } from "@lib/money/use-exchange-rates";
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useToggleWishlist } from "../api/toggle-wishlist";
import { useWishlist } from "../api/wishlist";
import { useWishlistText } from "../components/use-wishlist-text";

export type WishlistPaths = {
  /** `/product/detail/{productId}`. */
  product: (id: number) => string;
  /** Where "browse products" leads from the empty list (the shop's search or front page). */
  browse: string;
};

export type WishlistScreenProps = { paths: WishlistPaths };

/** `/product/wishlist`: the member's saved products, each with a link and a way to remove it. */
export function WishlistScreen({ paths }: WishlistScreenProps) {
  const { t, lang } = useWishlistText();
  const loggedIn = useIsLoggedIn("member");
  const list = useWishlist(lang);

  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-foreground">{t("screen.heading")}</h1>
        {loggedIn && list.data && list.data.length > 0 && (
          <p className="text-sm text-muted-foreground">{t("screen.count", { count: list.data.length })}</p>
        )}
      </div>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : list.error ? (
        <LoadError t={t} title={t("screen.error")} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <div className="flex flex-col gap-3">
          <Skeleton shape="block" shapeClassName="h-28" srLabel={t("shared.loading")} />
          <Skeleton shape="block" shapeClassName="h-28" />
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState
          kind="wishlist"
          titleAs="h2"
          title={t("screen.empty.title")}
          description={t("screen.empty.body")}
          action={
            <ButtonLink asChild>
              <Link to={paths.browse}>{t("screen.empty.action")}</Link>
            </ButtonLink>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.map((item) => (
            <li key={item.product.id}>
              <WishlistRow item={item} href={paths.product(item.product.id)} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function WishlistRow({ item, href }: { item: WishlistItem; href: string }) {
  const { t, lang } = useWishlistText();
  const currency = useCurrency();
  const rates = useExchangeRates();
  const toggle = useToggleWishlist(lang);
  const { product } = item;
  const amount = convertMoney(product.price_from, product.currency, currency, rates);
  return (
    <Card variant="outline" className="flex flex-col gap-4 p-3 sm:flex-row sm:items-center">
      <img
        src={product.thumbnail}
        alt=""
        className="aspect-[4/3] w-full shrink-0 rounded-md object-cover sm:w-36"
        decoding="async"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-base font-semibold">
          <Link
            to={href}
            className="rounded-sm text-foreground hover:underline focus-visible:shadow-focus focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.summary}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Price amount={amount} currency={currency} from />
          {product.currency !== currency && (
            <span className="text-xs text-muted-foreground">
              {t("screen.soldIn", {
                currency: product.currency,
                price: formatPrice(product.price_from, product.currency, lang),
              })}
            </span>
          )}
          {!product.bookable && (
            <Badge size="sm" variant="neutral">
              {t("screen.notBookable")}
            </Badge>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {t("screen.savedOn", { date: formatDate(item.created_at, lang) })}
        </p>
      </div>
      <Button
        intent="outline"
        size="sm"
        className="self-start sm:self-center"
        aria-label={t("screen.removeNamed", { name: product.name })}
        onClick={() => void toggle.trigger({ productId: product.id, wish: false }).catch(() => undefined)}
      >
        <Trash2 aria-hidden="true" />
        {t("screen.remove")}
      </Button>
    </Card>
  );
}
