import { useConsoleAccess, readFailure } from "@blocks/console";
import { FilteredListPage, ListIntro, SearchForm } from "@blocks/feature-kit";
import { ANY, CategorySchema } from "@contracts/catalog";
import type { AdminProductSummary } from "@contracts/products-admin";
import type { TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Package } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { OPERATOR_AREA, useAdminProducts } from "../api/products";
import type { ProductsAdminPaths } from "../components/paths";
import { useProductsText } from "../components/use-products-text";
import { failureText } from "../model/messages";

export type ProductsAdminScreenProps = { paths: ProductsAdminPaths };

const CATEGORIES = [ANY, ...CategorySchema.options] as const;
type CategoryFilter = (typeof CATEGORIES)[number];

const categoryOf = (value: string | null): CategoryFilter => CATEGORIES.find((each) => each === value) ?? ANY;
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The shop's products in the console (`/admin/products`): newest first, by category (`?category=`), searched by
 * their English or Korean name (`?q=`), a page at a time; each with its options and the places sold beside its
 * capacity. Clerks and operators add a product; a viewer reads.
 */
export function ProductsAdminScreen({ paths }: ProductsAdminScreenProps) {
  const { t, lang } = useProductsText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const access = useConsoleAccess();
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get("category"));
  const page = pageOf(params.get("page"));
  const keyword = params.get("q") ?? "";
  const products = useAdminProducts({ keyword, category, page });

  const go = (next: { category?: CategoryFilter; page?: number; q?: string }) => {
    const search = new URLSearchParams();
    const nextCategory = next.category ?? category;
    const nextQ = next.q ?? keyword;
    const nextPage = next.page ?? 1;
    if (nextCategory !== ANY) search.set("category", nextCategory);
    if (nextQ) search.set("q", nextQ);
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  };

  const name = (row: AdminProductSummary) => (lang === "ko" ? row.name_ko : row.name_en);
  const columns: TableColumn<AdminProductSummary>[] = [
    {
      id: "product",
      header: t("list.table.product"),
      rowHeader: true,
      wrap: true,
      cell: (row) => (
        <span className="flex items-center gap-3">
          <img src={row.thumbnail} alt="" className="size-12 shrink-0 rounded object-cover" loading="lazy" />
          <span className="flex flex-col">
            <Link to={paths.product(row.id)} className="font-medium text-primary underline-offset-4 hover:underline">
              {name(row)}
            </Link>
            <span className="text-xs text-muted-foreground">{lang === "ko" ? row.name_en : row.name_ko}</span>
          </span>
        </span>
      ),
    },
    {
      id: "category",
      header: t("list.table.category"),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{t(`categories.${row.category}`)}</span>
          <span className="text-xs text-muted-foreground">{t(`regions.${row.region}`)}</span>
        </span>
      ),
    },
    { id: "options", header: t("list.table.options"), cell: (row) => row.options },
    {
      id: "sold",
      header: t("list.table.sold"),
      cell: (row) => t("list.soldOf", { sold: row.sold, capacity: row.capacity }),
    },
    { id: "updated", header: t("list.table.updated"), cell: (row) => formatDate(row.updated_at, lang) },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      intro={
        <div className="mb-4 flex flex-col gap-3">
          {access.canWrite ? (
            <ListIntro text={t("list.intro")} addLabel={t("list.add")} addTo={paths.create} />
          ) : (
            <p className="text-muted-foreground">{t("list.intro")}</p>
          )}
          {loggedIn && (
            <SearchForm
              label={t("list.search.label")}
              field={t("list.search.field")}
              button={t("list.search.button")}
              value={keyword}
              maxLength={100}
              onSearch={(q) => go({ q, page: 1 })}
            />
          )}
        </div>
      }
      filters={CATEGORIES}
      filter={category}
      page={page}
      onChange={(next, nextPage) => go({ category: next, page: nextPage })}
      data={products.data}
      failure={readFailure(products, { t, describe: failureText, title: t("list.loadError") })}
      emptyIcon={<Package aria-hidden="true" />}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
