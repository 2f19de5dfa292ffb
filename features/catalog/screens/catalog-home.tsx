import { LoadError } from "@blocks/feature-kit";
import type { ProductKind } from "@contracts/catalog";
import { ANY } from "@contracts/catalog-paths";
import { Skeleton } from "@ds";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useProductFacets } from "../api/product-facets";
import { useSearchProducts } from "../api/search-products";
import { KeywordForm } from "../components/keyword-form";
import { ProductGrid, ProductGridSkeleton } from "../components/product-card";
import { useCatalogText } from "../components/use-catalog-text";
import type { CatalogPaths } from "../model/paths";

export type CatalogHomeProps = {
  paths: CatalogPaths;
  /** The wishlist's heart for a product card, from the site. */
  renderWishlistToggle?: (productId: number) => ReactNode;
};

/** How many featured products each section shows: one row on a wide screen. */
export const FEATURED_COUNT = 4;

/** `/main`: featured festivals and tours, category and region tiles with their counts, and the keyword search. */
export function CatalogHome({ paths, renderWishlistToggle }: CatalogHomeProps) {
  const { t } = useCatalogText();
  const navigate = useNavigate();
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-foreground">{t("home.heading")}</h1>
        <p className="max-w-2xl text-muted-foreground">{t("home.intro")}</p>
        <KeywordForm className="max-w-xl" onSearch={(keyword) => void navigate(paths.search(ANY, ANY, keyword))} />
      </header>
      <FeaturedSection
        kind="festival"
        section="festivals"
        paths={paths}
        renderWishlistToggle={renderWishlistToggle}
        first
      />
      <FeaturedSection kind="tour" section="tours" paths={paths} renderWishlistToggle={renderWishlistToggle} />
      <FacetTiles paths={paths} />
    </main>
  );
}

type FeaturedSectionProps = CatalogHomeProps & {
  kind: ProductKind;
  section: "festivals" | "tours";
  /** The section at the top: its first picture is the page's largest paint. */
  first?: boolean;
};

function FeaturedSection({ kind, section, paths, renderWishlistToggle, first = false }: FeaturedSectionProps) {
  const { t, lang } = useCatalogText();
  const products = useSearchProducts({ featured: 1, kind, per_page: FEATURED_COUNT, lang });
  const headingId = `home-${section}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-foreground">
        {t(`home.${section}.heading`)}
      </h2>
      {products.error ? (
        <LoadError
          t={t}
          title={t(`home.${section}.error`)}
          error={products.error}
          onRetry={() => void products.mutate()}
        />
      ) : !products.data ? (
        <ProductGridSkeleton count={FEATURED_COUNT} label={t("shared.loading")} />
      ) : products.data.products.length === 0 ? (
        <p className="text-muted-foreground">{t(`home.${section}.empty`)}</p>
      ) : (
        <ProductGrid
          products={products.data.products}
          href={paths.product}
          // only the page's first picture is fetched with the page (the first screen of a phone shows one card);
          // the others load as they come near the screen, after the first paint
          eager={(index) => first && index === 0}
          priority={(index) => first && index === 0}
          wishlistToggle={renderWishlistToggle}
        />
      )}
    </section>
  );
}

const tileClass =
  "flex items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-foreground transition-colors duration-fast hover:border-hover hover:bg-muted focus-visible:shadow-focus focus-visible:outline-none";

function FacetTiles({ paths }: { paths: CatalogPaths }) {
  const { t } = useCatalogText();
  const facets = useProductFacets();

  if (facets.error) {
    return <LoadError t={t} title={t("home.facets.error")} error={facets.error} onRetry={() => void facets.mutate()} />;
  }

  const groups = [
    {
      id: "home-categories",
      heading: t("home.categories.heading"),
      tiles: facets.data?.categories.map((facet) => ({
        ...facet,
        name: t(`category.${facet.code}`),
        href: paths.search(facet.code, ANY),
      })),
    },
    {
      id: "home-regions",
      heading: t("home.regions.heading"),
      tiles: facets.data?.regions.map((facet) => ({
        ...facet,
        name: t(`region.${facet.code}`),
        href: paths.search(ANY, facet.code),
      })),
    },
  ];

  return (
    <>
      {groups.map((group, index) => (
        <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-4">
          <h2 id={group.id} className="text-xl font-semibold text-foreground">
            {group.heading}
          </h2>
          {!group.tiles ? (
            <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton
                  key={i}
                  shape="block"
                  shapeClassName="h-12"
                  srLabel={index === 0 && i === 0 ? t("shared.loading") : false}
                />
              ))}
            </div>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {group.tiles.map((tile) => (
                <li key={tile.code}>
                  <Link to={tile.href} className={tileClass}>
                    <span className="font-medium">{tile.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {t("home.facets.count", { count: tile.count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
