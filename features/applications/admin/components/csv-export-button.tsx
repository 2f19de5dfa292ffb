import { CsvExport } from "@blocks/console";
import { exportCsv } from "../api/files";
import type { ListFilters } from "../model/list-query";
import { failureText } from "../model/failure";
import { useAdminText } from "./use-admin-text";

/**
 * The filtered list as the server's CSV (sensitive values masked to their last four), fetched with the operator's
 * token and saved; a failure is said beside the button.
 */
export function CsvExportButton({ kind, filters }: { kind: "applications" | "reports"; filters: ListFilters }) {
  const { t, lang } = useAdminText();
  return (
    <CsvExport
      label={t("export.button")}
      failed={t("export.failed")}
      onExport={() => exportCsv(kind, filters, lang)}
      failure={(error) => failureText(error, t)}
    />
  );
}
