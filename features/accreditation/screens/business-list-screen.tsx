import { LoadError, SearchForm, SignedOut } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import { type MartRole, SECTORS } from "@contracts/mart";
import {
  Button,
  EmptyState,
  Pagination,
  Select,
  SelectItem,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@ds";
import { formatNumber } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { SearchX } from "lucide-react";
import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { SWRResponse } from "swr";
import { type BusinessPage, useBusinesses } from "../api/list-businesses";
import { useExhibitors } from "../api/list-exhibitors";
import { AccreditationPage } from "../components/accreditation-page";
import { CompanyCard } from "../components/company-card";
import { useAccreditationText } from "../components/use-accreditation-text";
import { countryName, sortByCountryName } from "../model/countries";
import {
  type BusinessFilters,
  type ListAudience,
  SEARCH_MAX,
  businessQuery,
  businessSearch,
  exhibitorQuery,
  isFiltered,
  listCategories,
  parseBusinessFilters,
} from "../model/list-query";

export type { ListAudience } from "../model/list-query";

export type BusinessListScreenProps = {
  /** The site's address of a company's page. */
  paths: { detail: (id: number) => string };
  /** The side shown first (a buyer mostly looks for sellers); participants only. */
  defaultRole?: MartRole;
  /** The sign-in area of the participants' list; the public list needs none. */
  area?: Area;
  /**
   * Who the list is for: the fair's signed-in participants, buyers and sellers (the default), or everyone (the MICE
   * fair's exhibitors: no sign-in, no sides, the category filter groups the sectors).
   */
  audience?: ListAudience;
};

const ALL = "all";

/** The texts that differ by audience (the rest are shared). */
const TEXTS = {
  participants: {
    title: "list.title",
    intro: "list.intro",
    searchLabel: "list.searchLabel",
    pages: "list.pages",
    error: "list.error",
    sector: "list.filters.sector",
    category: "list.filters.category",
    categoryOption: "categories",
  },
  public: {
    title: "list.public.title",
    intro: "list.public.intro",
    searchLabel: "list.public.searchLabel",
    pages: "list.public.pages",
    error: "list.public.error",
    // the exhibitors' filter matches a sub sector too
    sector: "list.public.sector",
    category: "list.filters.sectorCategory",
    categoryOption: "sectorCategories",
  },
} as const;

/**
 * `/sitmmt/ppipsa/business/list`: this year's approved companies, buyers or sellers, narrowed by country, primary
 * sector, buyer category and name. `/mice/company/list` (public): the MICE fair's exhibitors, narrowed by country,
 * sector, group of sectors and name, for everyone. Every filter and the page live in the address, so a link shows
 * the same list and Back returns to the previous one.
 */
export function BusinessListScreen({
  paths,
  defaultRole = "seller",
  area = "accreditation",
  audience = "participants",
}: BusinessListScreenProps) {
  const { t } = useAccreditationText();
  const loggedIn = useIsLoggedIn(area);
  const [params, setParams] = useSearchParams();
  const filters = parseBusinessFilters(params, defaultRole, audience);
  const go = (next: Partial<BusinessFilters>) =>
    // any new filter starts again at the first page
    setParams(new URLSearchParams(businessSearch({ ...filters, page: 1, ...next }, defaultRole, audience)));
  const texts = TEXTS[audience];

  return (
    <AccreditationPage title={t(texts.title)} wide>
      <p className="-mt-3 max-w-3xl text-muted-foreground">{t(texts.intro)}</p>
      {audience === "public" ? (
        <ExhibitorResults key={filters.q} filters={filters} go={go} paths={paths} />
      ) : !loggedIn ? (
        <SignedOut t={t} />
      ) : (
        <Tabs
          value={filters.role}
          onValueChange={(role) => go({ role: role as MartRole, category: "" })}
          className="flex flex-col gap-4"
        >
          <TabsList aria-label={t("list.sides")}>
            <TabsTrigger value="seller">{t("list.sellers")}</TabsTrigger>
            <TabsTrigger value="buyer">{t("list.buyers")}</TabsTrigger>
          </TabsList>
          {(["seller", "buyer"] as const).map((role) => (
            <TabsContent key={role} value={role} className="flex flex-col gap-5">
              {role === filters.role && (
                <ParticipantResults key={filters.q} filters={filters} go={go} paths={paths} area={area} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </AccreditationPage>
  );
}

type ResultsProps = {
  filters: BusinessFilters;
  go: (next: Partial<BusinessFilters>) => void;
  paths: BusinessListScreenProps["paths"];
};

/** The participants' side, read with their token (one hook per audience: each list has its own call and cache). */
function ParticipantResults({ area, ...props }: ResultsProps & { area: Area }) {
  const { lang } = useAccreditationText();
  const list = useBusinesses(area, businessQuery(props.filters, lang));
  return <Results {...props} list={list} audience="participants" />;
}

/** The exhibitors, read without a token. */
function ExhibitorResults(props: ResultsProps) {
  const { lang } = useAccreditationText();
  const list = useExhibitors(exhibitorQuery(props.filters, lang));
  return <Results {...props} list={list} audience="public" />;
}

function Results({
  filters,
  go,
  paths,
  list,
  audience,
}: ResultsProps & { list: SWRResponse<BusinessPage, Error>; audience: ListAudience }) {
  const { t, lang } = useAccreditationText();
  const searchId = useId();
  const texts = TEXTS[audience];
  const categories = listCategories(audience, filters.role);
  // the public list has one side, its exhibitors
  const side = audience === "public" ? "exhibitor" : filters.role;
  const countries = useMemo(() => {
    const codes = list.data?.meta.countries ?? [];
    // a country in the address stays choosable even when the list no longer has it
    return sortByCountryName(
      filters.country && !codes.includes(filters.country) ? [...codes, filters.country] : codes,
      lang,
    );
  }, [list.data?.meta.countries, filters.country, lang]);

  const filterSelect = (
    name: "country" | "sector" | "category",
    label: string,
    options: readonly string[],
    labelOf: (code: string) => string,
  ) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={`${searchId}-${name}`} className="text-sm font-medium text-foreground">
        {label}
      </span>
      <Select
        aria-labelledby={`${searchId}-${name}`}
        value={filters[name] || ALL}
        onValueChange={(value) => go({ [name]: value === ALL ? "" : value })}
      >
        <SelectItem value={ALL}>{t("list.filters.all")}</SelectItem>
        {options.map((code) => (
          <SelectItem key={code} value={code}>
            {labelOf(code)}
          </SelectItem>
        ))}
      </Select>
    </div>
  );

  return (
    // the grids answer the list's width, not the window's, so a narrow frame (a phone, a side panel) stacks them;
    // 38rem and 62rem are the window's `sm` and `lg` less the page's padding, so a full-width page looks as before
    <div className="@container flex flex-col gap-5">
      <div className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <SearchForm
          label={t(texts.searchLabel)}
          field={t("list.filters.name")}
          placeholder={t("list.filters.namePlaceholder")}
          button={t("list.filters.search")}
          value={filters.q}
          maxLength={SEARCH_MAX}
          onSearch={(q) => go({ q })}
        />
        <div className="grid gap-4 @min-[38rem]:grid-cols-3">
          {filterSelect("country", t("list.filters.country"), countries, (code) => countryName(code, lang))}
          {filterSelect("sector", t(texts.sector), SECTORS, (code) => t(`sectors.${code}`))}
          {categories.length > 0 &&
            filterSelect("category", t(texts.category), categories, (code) => t(`${texts.categoryOption}.${code}`))}
        </div>
      </div>

      {list.error ? (
        <LoadError
          t={t}
          describe={failureText}
          title={t(texts.error)}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      ) : !list.data ? (
        <div className="grid gap-4 @min-[38rem]:grid-cols-2 @min-[62rem]:grid-cols-3">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-28" />
          <Skeleton shape="block" shapeClassName="h-28" />
          <Skeleton shape="block" shapeClassName="h-28" />
        </div>
      ) : list.data.rows.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t(isFiltered(filters) ? "list.empty.filteredTitle" : `list.empty.${side}`)}
          description={t(isFiltered(filters) ? "list.empty.filteredBody" : "list.empty.body")}
          action={
            isFiltered(filters) ? (
              <Button intent="outline" onClick={() => go({ country: "", sector: "", category: "", q: "" })}>
                {t("list.empty.clear")}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <section aria-labelledby={`${searchId}-results`} className="flex flex-col gap-4">
          <h2 id={`${searchId}-results`} className="text-sm text-muted-foreground" aria-live="polite">
            {t(`list.count.${side}`, {
              count: list.data.meta.total,
              total: formatNumber(list.data.meta.total, lang),
            })}
          </h2>
          <ul className="grid gap-4 @min-[38rem]:grid-cols-2 @min-[62rem]:grid-cols-3">
            {list.data.rows.map((company) => (
              <CompanyCard key={company.id} company={company} href={paths.detail(company.id)} />
            ))}
          </ul>
          {list.data.meta.total_pages > 1 && (
            <Pagination
              page={filters.page}
              pageCount={list.data.meta.total_pages}
              onPageChange={(page) => go({ ...filters, page })}
              label={t(texts.pages)}
            />
          )}
        </section>
      )}
    </div>
  );
}
