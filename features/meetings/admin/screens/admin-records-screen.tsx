import { LoadError } from "@blocks/feature-kit";
import { useFair } from "@blocks/fair-scope";
import { Button, EmptyState, FormMessage, Pagination } from "@ds";
import { ClipboardList, Download } from "lucide-react";
import { useState } from "react";
import { fetchRecordsCsv, saveFile } from "../api/export-records";
import { useAdminRecords } from "../api/list-records";
import { RECORDS_CSV_FILE_NAME } from "../api/paths";
import { AdminPage, type AdminMeetingPaths } from "../components/admin-page";
import { RecordsTable } from "../components/records-table";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";

export type AdminRecordsScreenProps = {
  /** The three operator pages, for the pages' own navigation. */
  paths: AdminMeetingPaths;
};

/**
 * The on-site meeting records the companies filed (issue 8), a page at a time, and the whole list as a CSV file
 * (the server writes it; the page fetches it with the operator's token and saves it).
 */
export function AdminRecordsScreen({ paths }: AdminRecordsScreenProps) {
  const { t, lang } = useAdminText();
  const fair = useFair();
  const [page, setPage] = useState(1);
  const records = useAdminRecords(page, lang);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      saveFile(await fetchRecordsCsv(fair), RECORDS_CSV_FILE_NAME);
    } catch (error) {
      setExportError(`${t("records.exportError")} ${failureText(error, t)}`);
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (records.error && !records.data) {
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("records.loadError")}
        error={records.error}
        onRetry={() => void records.mutate()}
      />
    );
  } else if (records.data && records.data.meta.total === 0) {
    body = (
      <EmptyState
        icon={<ClipboardList aria-hidden="true" />}
        title={t("records.empty.title")}
        description={t("records.empty.body")}
        titleAs="h2"
      />
    );
  } else {
    const meta = records.data?.meta;
    body = (
      <section className="flex flex-col gap-3">
        {meta && <p className="text-sm text-muted-foreground">{t("records.count", { count: meta.total })}</p>}
        <RecordsTable rows={records.data?.rows ?? []} loading={!records.data} />
        {meta && meta.total_pages > 1 && <Pagination page={page} pageCount={meta.total_pages} onPageChange={setPage} />}
      </section>
    );
  }

  return (
    <AdminPage
      current="records"
      paths={paths}
      title={t("records.title")}
      intro={t("records.intro")}
      aside={
        <Button intent="outline" loading={exporting} onClick={() => void exportCsv()}>
          <Download aria-hidden="true" />
          {t("records.export")}
        </Button>
      }
    >
      <FormMessage>{exportError}</FormMessage>
      {body}
    </AdminPage>
  );
}
