import { EDU_SEATED } from "@contracts/applications";
import { AdminPage } from "../components/admin-page";
import { ApplicationList } from "../components/application-list";
import { CsvExportButton } from "../components/csv-export-button";
import type { EduAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";
import { useListFilters } from "../components/use-list-filters";

export type ReportsScreenProps = { paths: EduAdminPaths };

/**
 * `/seouleduadmin/apply/report`: approved and completed applications with their returnee report (not yet due, due,
 * overdue, submitted), filtered like the list; an application's page opens its report.
 */
export function ReportsScreen({ paths }: ReportsScreenProps) {
  const { t } = useAdminText();
  const [filters, change] = useListFilters();
  return (
    <AdminPage
      title={t("reports.title")}
      intro={t("reports.intro")}
      aside={<CsvExportButton kind="reports" filters={filters} />}
    >
      <ApplicationList
        kind="reports"
        filters={filters}
        onChange={change}
        detailPath={(id) => `${paths.application(id)}#report`}
        caption={t("reports.caption")}
        statuses={EDU_SEATED}
      />
    </AdminPage>
  );
}
