import type { ProductSummary } from "@contracts/catalog";
import { Badge, Card, CardContent, CardLink, CardMedia, CardTitle, Skeleton } from "@ds";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PriceTag } from "./price-tag";
import { useCatalogText } from "./use-catalog-text";

export type ProductCardProps = {
  product: ProductSummary;
  /** Where the card leads: the site's product page. */
  href: string;
  /** Heading level inside the page's outline. */
  headingAs?: "h2" | "h3";
  /** A wishlist toggle from the site, laid over the image. */
  wishlistToggle?: ReactNode;
  /** Loads the image at once: for the first row, which is on screen when the page opens. */
  eager?: boolean;
  /** The page's likely largest paint (its first card): the image is fetched ahead of everything else. */
  priority?: boolean;
};

/** A product in a list: image, kind, name, region and the starting price in the visitor's currency. */
export function ProductCard({
  product,
  href,
  headingAs = "h3",
  wishlistToggle,
  eager = false,
  priority = false,
}: ProductCardProps) {
  const { t } = useCatalogText();
  return (
    <Card variant="outline" interactive className="relative flex h-full flex-col overflow-hidden">
      <CardMedia src={product.thumbnail} alt="" ratio="photo" loading={eager ? "eager" : "lazy"} priority={priority}>
        <Badge size="sm" variant="outline" className="absolute top-2 left-2">
          {t(`kind.${product.kind}`)}
        </Badge>
      </CardMedia>
      <CardContent className="flex flex-1 flex-col gap-1 pt-3">
        <CardTitle as={headingAs} className="text-base">
          <CardLink asChild>
            <Link to={href}>{product.name}</Link>
          </CardLink>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t(`region.${product.region}`)}</p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <PriceTag amount={product.price_from} currency={product.currency} from />
          {!product.bookable && (
            <Badge size="sm" variant="neutral">
              {t("card.notBookable")}
            </Badge>
          )}
        </div>
      </CardContent>
      {/* above the stretched link, so the toggle stays its own button */}
      {wishlistToggle && <div className="absolute top-2 right-2 z-10">{wishlistToggle}</div>}
    </Card>
  );
}

/** Placeholders in the shape of the product grid while it loads; one of them tells screen readers. */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton shape="block" shapeClassName="aspect-[4/3] h-auto" srLabel={i === 0 ? label : false} />
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  );
}

/** Products as cards in the shop's grid; `eager` and `priority` say which pictures load first. */
export function ProductGrid({
  products,
  href,
  headingAs,
  eager,
  priority,
  wishlistToggle,
}: {
  products: readonly ProductCardProps["product"][];
  href: (productId: number) => string;
  headingAs?: ProductCardProps["headingAs"];
  eager: (index: number) => boolean;
  priority: (index: number) => boolean;
  wishlistToggle?: (productId: number) => ReactNode;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            href={href(product.id)}
            headingAs={headingAs}
            eager={eager(index)}
            priority={priority(index)}
            wishlistToggle={wishlistToggle?.(product.id)}
          />
        </li>
      ))}
    </ul>
  );
}
