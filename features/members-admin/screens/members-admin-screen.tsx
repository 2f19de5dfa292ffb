import { readFailure } from "@blocks/console";
import { FilteredListPage, SearchForm } from "@blocks/feature-kit";
import type { MemberAdminRow } from "@contracts/members-admin";
import type { TableColumn } from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Users } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useMembers } from "../api/members";
import { OPERATOR_AREA } from "../api/paths";
import { MemberStatusBadge } from "../components/member-status-badge";
import type { MembersAdminPaths } from "../components/paths";
import { useMembersAdminText } from "../components/use-members-admin-text";
import { MEMBER_TABS, type MemberTab, memberFilters, memberSearch, statusOf } from "../model/filters";
import { failureText } from "../model/messages";

export type MembersAdminScreenProps = { paths: MembersAdminPaths };

/**
 * The main shop's members for the console (`/admin/members`): searched by name, e-mail, login id or phone, by
 * state in tabs, newest first, a page at a time; each opens the member's page.
 */
export function MembersAdminScreen({ paths }: MembersAdminScreenProps) {
  const { t, lang } = useMembersAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const filters = memberFilters(params);
  const members = useMembers(filters.q, statusOf(filters.tab), filters.page);
  const go = (tab: MemberTab, page: number, q = filters.q) =>
    setParams(new URLSearchParams(memberSearch({ tab, page, q })));

  const columns: TableColumn<MemberAdminRow>[] = [
    {
      id: "name",
      header: t("list.table.name"),
      rowHeader: true,
      wrap: true,
      cell: (member) => (
        <span className="flex flex-col">
          <Link to={paths.member(member.id)} className="font-medium text-primary underline-offset-2 hover:underline">
            {member.name || t("list.noName")}
          </Link>
          <span className="text-xs break-all text-muted-foreground">{member.login_id}</span>
        </span>
      ),
    },
    {
      id: "contact",
      header: t("list.table.contact"),
      wrap: true,
      cell: (member) => (
        <span className="flex flex-col">
          <span className="break-all text-foreground">{member.email}</span>
          <span className="text-xs text-muted-foreground">{member.phone ?? t("list.noPhone")}</span>
        </span>
      ),
    },
    { id: "status", header: t("list.table.status"), cell: (member) => <MemberStatusBadge status={member.status} /> },
    {
      id: "points",
      header: t("list.table.points"),
      cell: (member) => t("points.value", { points: formatNumber(member.points, lang) }),
    },
    { id: "joined", header: t("list.table.joined"), cell: (member) => formatDate(member.created_at, lang) },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      intro={
        <div className="mb-4 flex flex-col gap-3">
          <p className="max-w-prose text-sm text-muted-foreground">{t("list.intro")}</p>
          {loggedIn && (
            <SearchForm
              label={t("list.search.label")}
              field={t("list.search.field")}
              button={t("list.search.button")}
              value={filters.q}
              maxLength={100}
              onSearch={(q) => go(filters.tab, 1, q)}
            />
          )}
          {filters.q && <p className="text-sm text-muted-foreground">{t("list.search.showing", { q: filters.q })}</p>}
        </div>
      }
      filters={MEMBER_TABS}
      filter={filters.tab}
      page={filters.page}
      onChange={(tab, page) => go(tab, page)}
      data={members.data}
      failure={readFailure(members, { t, describe: failureText, title: t("list.loadError") })}
      emptyIcon={<Users aria-hidden="true" />}
      columns={columns}
      rowKey={(member) => member.id}
    />
  );
}
