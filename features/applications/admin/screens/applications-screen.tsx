import { AdminPage } from "../components/admin-page";
import { ApplicationList } from "../components/application-list";
import { CsvExportButton } from "../components/csv-export-button";
import type { EduAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";
import { useListFilters } from "../components/use-list-filters";

export type ApplicationsScreenProps = { paths: EduAdminPaths };

/**
 * `/seouleduadmin/apply`: every application with filters by status, programme, year and name or e-mail, a page at
 * a time (the filters live in the address); the passport shows its last four only; the CSV takes the same filters.
 */
export function ApplicationsScreen({ paths }: ApplicationsScreenProps) {
  const { t } = useAdminText();
  const [filters, change] = useListFilters();
  return (
    <AdminPage
      title={t("applications.title")}
      intro={t("applications.intro")}
      aside={<CsvExportButton kind="applications" filters={filters} />}
    >
      <ApplicationList
        kind="applications"
        filters={filters}
        onChange={change}
        detailPath={paths.application}
        caption={t("applications.caption")}
      />
    </AdminPage>
  );
}
