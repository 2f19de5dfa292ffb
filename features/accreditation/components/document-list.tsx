import { FileDownloadList } from "@blocks/feature-kit";
import type { MartFile } from "@contracts/mart";
import { isNotFound } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { downloadMartFile, saveFile } from "../api/download-file";
import { failureText } from "../model/failure";
import { useAccreditationText } from "./use-accreditation-text";

/**
 * A company's documents with their sizes. Each is fetched with the token (the server gives documents to
 * participants only) and saved under its name; a refusal is said beside the list, in the page's language.
 */
export function DocumentList({ files, area }: { files: readonly MartFile[]; area: Area }) {
  const { t, lang } = useAccreditationText();
  return (
    <div className="flex flex-col gap-2">
      <FileDownloadList
        files={files}
        locale={lang}
        sizeLabel={t("detail.fileSize")}
        download={async (file) => saveFile(await downloadMartFile(area, file), file.name)}
        failure={(file, error) => {
          // the server answers 404 for a document this account may not read, as for one that does not exist
          const reason = isNotFound(error) ? t("detail.documentUnavailable") : failureText(error, t);
          return `${t("detail.downloadError", { name: file.name })} ${reason}`;
        }}
      />
    </div>
  );
}
