import { LoadError } from "@blocks/feature-kit";
import { ANY, CategorySchema, ProductSortSchema, RegionSchema } from "@contracts/catalog";
import { ButtonLink, EmptyState, Field, FieldLabel, Pagination, Select, SelectItem } from "@ds";
import { formatNumber } from "@lib/format/format";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSearchProducts } from "../api/search-products";
import { KeywordForm } from "../components/keyword-form";
import { ProductGrid, ProductGridSkeleton } from "../components/product-card";
import { useCatalogText } from "../components/use-catalog-text";
import type { CatalogPaths } from "../model/paths";
import {
  DEFAULT_SEARCH_PARAMS,
  type SearchParams,
  changeSearch,
  parseCategory,
  parseRegion,
  toProductQuery,
} from "../model/search-params";

export type ProductSearchScreenProps = {
  /** What the address asks for (`parseSearchParams` of the route). */
  params: SearchParams;
  /** A filter, keyword, sort or page was changed: the site puts it in the address (`searchHref`). */
  onChange: (params: SearchParams) => void;
  paths: CatalogPaths;
  /** The wishlist's heart for a product card, from the site. */
  renderWishlistToggle?: (productId: number) => ReactNode;
};

/** `/product/search/{category}/{region}`: filters, keyword, sort, the result grid and its pages. */
export function ProductSearchScreen({ params, onChange, paths, renderWishlistToggle }: ProductSearchScreenProps) {
  const { t, lang } = useCatalogText();
  const products = useSearchProducts(toProductQuery(params, lang));
  const filtered = params.category !== ANY || params.region !== ANY || params.keyword !== undefined;
  const meta = products.data?.meta;
  const from = meta && meta.total > 0 ? (meta.page - 1) * meta.per_page + 1 : 0;
  const to = meta ? Math.min(meta.page * meta.per_page, meta.total) : 0;

  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-foreground">
        {params.keyword ? t("search.headingKeyword", { keyword: params.keyword }) : t("search.heading")}
      </h1>

      <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
        <Field className="gap-1.5">
          <FieldLabel>{t("search.filters.category")}</FieldLabel>
          <Select
            value={params.category}
            onValueChange={(value) => onChange(changeSearch(params, { category: parseCategory(value) }))}
          >
            {[ANY, ...CategorySchema.options].map((code) => (
              <SelectItem key={code} value={code}>
                {t(`category.${code}`)}
              </SelectItem>
            ))}
          </Select>
        </Field>
        <Field className="gap-1.5">
          <FieldLabel>{t("search.filters.region")}</FieldLabel>
          <Select
            value={params.region}
            onValueChange={(value) => onChange(changeSearch(params, { region: parseRegion(value) }))}
          >
            {[ANY, ...RegionSchema.options].map((code) => (
              <SelectItem key={code} value={code}>
                {t(`region.${code}`)}
              </SelectItem>
            ))}
          </Select>
        </Field>
        <Field className="gap-1.5">
          <FieldLabel>{t("search.filters.sort")}</FieldLabel>
          <Select
            value={params.sort}
            onValueChange={(value) => {
              const sort = ProductSortSchema.safeParse(value);
              if (sort.success) onChange(changeSearch(params, { sort: sort.data }));
            }}
          >
            {ProductSortSchema.options.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`search.sort.${sort}`)}
              </SelectItem>
            ))}
          </Select>
        </Field>
        {/* keyed by the keyword: the box shows what the address says after back and forward */}
        <KeywordForm
          className="max-w-xl sm:col-span-3"
          key={params.keyword ?? ""}
          defaultValue={params.keyword}
          onSearch={(keyword) => onChange(changeSearch(params, { keyword }))}
        />
      </div>

      {params.keyword && (
        <div>
          <ButtonLink asChild intent="outline" size="sm">
            <Link to={paths.search(params.category, params.region)}>{t("search.clearKeyword")}</Link>
          </ButtonLink>
        </div>
      )}

      <section aria-label={t("search.results")} className="flex flex-col gap-4">
        {products.error && !products.data ? (
          <LoadError t={t} title={t("search.error")} error={products.error} onRetry={() => void products.mutate()} />
        ) : !products.data ? (
          <ProductGridSkeleton count={8} label={t("shared.loading")} />
        ) : products.data.products.length === 0 ? (
          <EmptyState
            kind="generic"
            titleAs="h2"
            title={t("search.empty.title")}
            description={t("search.empty.body")}
            action={
              filtered ? (
                <ButtonLink asChild intent="outline">
                  <Link to={paths.search(DEFAULT_SEARCH_PARAMS.category, DEFAULT_SEARCH_PARAMS.region)}>
                    {t("search.empty.action")}
                  </Link>
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("search.count", { count: meta?.total ?? 0 })}
              {meta && meta.total_pages > 1 && (
                <>
                  {" · "}
                  {t("search.range", {
                    from: formatNumber(from, lang),
                    to: formatNumber(to, lang),
                    total: formatNumber(meta.total, lang),
                  })}
                </>
              )}
            </p>
            <ProductGrid
              products={products.data.products}
              href={paths.product}
              headingAs="h2"
              eager={(index) => index < 4}
              priority={(index) => index === 0}
              wishlistToggle={renderWishlistToggle}
            />
            {products.error && (
              <LoadError
                t={t}
                title={t("search.error")}
                error={products.error}
                onRetry={() => void products.mutate()}
              />
            )}
            {meta && meta.total_pages > 1 && (
              <Pagination
                page={meta.page}
                pageCount={meta.total_pages}
                label={t("search.pages")}
                onPageChange={(page) => onChange({ ...params, page })}
              />
            )}
          </>
        )}
      </section>
    </main>
  );
}
