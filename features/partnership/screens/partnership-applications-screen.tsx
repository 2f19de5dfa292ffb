import { FilteredListPage } from "@blocks/feature-kit";
import type { PartnershipApplication } from "@contracts/partnerships";
import type { TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Handshake } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { type ApplicationFilter, useApplications } from "../api/applications";
import { OPERATOR_AREA } from "../api/paths";
import { OperatorFailure } from "../components/operator-states";
import { PartnershipStatusBadge } from "../components/partnership-status-badge";
import type { PartnershipAdminPaths } from "../components/paths";
import { usePartnershipText } from "../components/use-partnership-text";
import { APPLICATION_FILTERS, applicationFilters, applicationSearch } from "../model/filters";

export type PartnershipApplicationsScreenProps = { paths: PartnershipAdminPaths };

/**
 * The venues' partnership applications for operators (`/seoulitepass/admin/partnerships`): the waiting ones by
 * default, or the approved, the declined or all; newest first, a page at a time; each opens its page to decide it.
 */
export function PartnershipApplicationsScreen({ paths }: PartnershipApplicationsScreenProps) {
  const { t, lang } = usePartnershipText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const { status, page } = applicationFilters(params);
  const applications = useApplications(status, page, lang);
  const go = (next: ApplicationFilter, nextPage: number) =>
    setParams(new URLSearchParams(applicationSearch(next, nextPage)));

  const columns: TableColumn<PartnershipApplication>[] = [
    {
      id: "venue",
      header: t("list.table.venue"),
      rowHeader: true,
      wrap: true,
      cell: (application) => (
        <span className="flex flex-col">
          <Link
            to={paths.application(application.id)}
            className="font-medium break-words text-primary underline-offset-2 hover:underline"
          >
            {lang === "ko" && application.venue_name_ko ? application.venue_name_ko : application.venue_name_en}
          </Link>
          <span className="font-mono text-xs text-muted-foreground">{application.reference}</span>
        </span>
      ),
    },
    {
      id: "category",
      header: t("list.table.category"),
      cell: (application) =>
        t("pass-venues:shared.where", {
          category: t(`pass-venues:shared.categories.${application.category}`),
          district: t(`pass-venues:shared.districts.${application.district}`),
        }),
    },
    {
      id: "contact",
      header: t("list.table.contact"),
      cell: (application) => (
        <span className="flex flex-col">
          <span className="text-foreground">{application.contact_name}</span>
          <span className="text-xs text-muted-foreground">{application.email}</span>
        </span>
      ),
    },
    { id: "sent", header: t("list.table.sent"), cell: (application) => formatDate(application.created_at, lang) },
    {
      id: "status",
      header: t("list.table.status"),
      cell: (application) => <PartnershipStatusBadge size="sm" status={application.status} />,
    },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      filters={APPLICATION_FILTERS}
      filter={status}
      page={page}
      onChange={go}
      data={applications.data}
      failure={
        applications.error ? (
          <OperatorFailure
            error={applications.error}
            title={t("list.loadError")}
            onRetry={() => void applications.mutate()}
          />
        ) : null
      }
      emptyIcon={<Handshake aria-hidden="true" />}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
