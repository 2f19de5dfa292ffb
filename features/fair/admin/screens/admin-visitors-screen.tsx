import { LoadError, PagedTable, SignedOut } from "@blocks/feature-kit";
import type { VisitorRegistration } from "@contracts/mice";
import { Button, EmptyState, type TableColumn } from "@ds";
import { countryName } from "@lib/format/country-name";
import { formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { SearchX, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useVisitors } from "../api/list-visitors";
import { OPERATOR_AREA } from "../api/paths";
import { AdminPage } from "../components/admin-page";
import { SEARCH_MAX, SearchBox } from "../components/search-box";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/messages";

/**
 * `/mice/admin/visitors` (operators): this edition's visitor registrations, newest first, a page at a time, found
 * by name, e-mail, organisation or badge number; each shows whether the badge was scanned at the entrance. The
 * search and the page are in the address, so a list can be shared and survives a reload.
 */
export function AdminVisitorsScreen() {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const visitors = useVisitors(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const words = next.q ?? q;
    if (words) search.set("q", words);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };

  const columns: TableColumn<VisitorRegistration>[] = [
    { id: "name", header: t("visitors.table.name"), rowHeader: true, cell: (v) => v.name },
    { id: "email", header: t("visitors.table.email"), cell: (v) => v.email },
    { id: "organisation", header: t("visitors.table.organisation"), wrap: true, cell: (v) => v.organisation },
    { id: "nationality", header: t("visitors.table.nationality"), cell: (v) => countryName(v.nationality, lang) },
    {
      id: "interests",
      header: t("visitors.table.interests"),
      wrap: true,
      cell: (v) => v.interests.map((interest) => t(`fair:interests.${interest}`)).join(", "),
    },
    {
      id: "badge",
      header: t("visitors.table.badge"),
      cell: (v) => <span className="font-mono">{v.badge.number}</span>,
    },
    { id: "registered", header: t("visitors.table.registered"), cell: (v) => formatDateTime(v.registered_at, lang) },
    {
      id: "checkedIn",
      header: t("visitors.table.checkedIn"),
      cell: (v) =>
        v.checked_in_at ? (
          formatDateTime(v.checked_in_at, lang)
        ) : (
          <span className="text-muted-foreground">{t("visitors.notYet")}</span>
        ),
    },
  ];

  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (visitors.error && !visitors.data)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("visitors.loadError")}
        error={visitors.error}
        onRetry={() => void visitors.mutate()}
      />
    );
  else if (visitors.data && visitors.data.meta.total === 0)
    body = q ? (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        titleAs="h2"
        title={t("visitors.noMatch.title", { q })}
        description={t("visitors.noMatch.body")}
        action={
          <Button intent="outline" onClick={() => go({ q: "", page: 1 })}>
            {t("visitors.search.clear")}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Users aria-hidden="true" />}
        titleAs="h2"
        title={t("visitors.empty.title")}
        description={t("visitors.empty.body")}
      />
    );
  else
    body = (
      <PagedTable
        data={visitors.data}
        count={(count) => (q ? t("visitors.matching", { count, q }) : t("visitors.count", { count }))}
        caption={t("visitors.caption")}
        columns={columns}
        rowKey={(v) => v.id}
        page={page}
        onPage={(next) => go({ page: next })}
        pagesLabel={t("visitors.pages")}
      />
    );

  return (
    <AdminPage title={t("visitors.title")} intro={t("visitors.intro")}>
      {loggedIn && <SearchBox value={q} onSearch={(words) => go({ q: words, page: 1 })} />}
      {body}
    </AdminPage>
  );
}
