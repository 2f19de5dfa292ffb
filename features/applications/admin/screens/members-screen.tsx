import { LoadError, PagedTable, SignedOut } from "@blocks/feature-kit";
import type { EduMember } from "@contracts/applications";
import { Button, EmptyState, type TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useMembers } from "../api/list-members";
import { OPERATOR_AREA } from "../api/paths";
import { AdminPage } from "../components/admin-page";
import { SearchBox } from "../components/search-box";
import type { EduAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";
import { SEARCH_MAX } from "../model/list-query";

export type MembersScreenProps = { paths: EduAdminPaths };

/**
 * `/seouleduadmin/members`: the travel area's members (the applicants), newest first, by name or e-mail, a page at
 * a time; each opens their page with their applications.
 */
export function MembersScreen({ paths }: MembersScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const members = useMembers(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const words = next.q ?? q;
    if (words) search.set("q", words);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };
  const columns: TableColumn<EduMember>[] = [
    {
      id: "name",
      header: t("members.table.name"),
      rowHeader: true,
      cell: (member) => (
        <Link to={paths.member(member.id)} className="font-medium text-primary underline-offset-2 hover:underline">
          {member.name}
        </Link>
      ),
    },
    { id: "email", header: t("members.table.email"), cell: (member) => member.email },
    { id: "phone", header: t("members.table.phone"), cell: (member) => member.phone ?? t("shared.notSet") },
    { id: "lang", header: t("members.table.lang"), cell: (member) => t(`fields.langs.${member.lang}`) },
    {
      id: "applications",
      header: t("members.table.applications"),
      align: "end",
      cell: (member) => member.applications,
    },
    { id: "joined", header: t("members.table.joined"), cell: (member) => formatDate(member.created_at, lang) },
  ];

  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (members.error && !members.data)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("members.loadError")}
        error={members.error}
        onRetry={() => void members.mutate()}
      />
    );
  else if (members.data && members.data.meta.total === 0)
    body = (
      <EmptyState
        icon={<Users aria-hidden="true" />}
        titleAs="h2"
        title={t(q ? "list.empty.filteredTitle" : "members.empty.title")}
        description={t(q ? "list.empty.filteredBody" : "members.empty.body")}
        action={
          q ? (
            <Button intent="outline" onClick={() => go({ q: "", page: 1 })}>
              {t("filters.clear")}
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <PagedTable
        data={members.data}
        count={(count) => t("members.count", { count })}
        caption={t("members.caption")}
        columns={columns}
        rowKey={(member) => member.id}
        page={page}
        onPage={(next) => go({ page: next })}
        pagesLabel={t("list.pages")}
      />
    );

  return (
    <AdminPage title={t("members.title")} intro={t("members.intro")}>
      <SearchBox label={t("members.searchLabel")} value={q} onSearch={(words) => go({ q: words, page: 1 })} />
      {body}
    </AdminPage>
  );
}
