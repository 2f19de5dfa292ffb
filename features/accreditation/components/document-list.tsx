import type { MartFile } from "@contracts/mart";
import { FileDownloadButton } from "@ds";
import { isNotFound } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { useState } from "react";
import { downloadMartFile, saveFile } from "../api/download-file";
import { failureText } from "../model/failure";
import { useAccreditationText } from "./use-accreditation-text";

/**
 * A company's documents with their sizes. Each is fetched with the token (the server gives documents to
 * participants only) and saved under its name; a refusal is said beside the list, in the page's language.
 */
export function DocumentList({ files, area }: { files: readonly MartFile[]; area: Area }) {
  const { t, lang } = useAccreditationText();
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (file: MartFile) => {
    setProblem(null);
    setBusy(file.id);
    try {
      saveFile(await downloadMartFile(area, file), file.name);
    } catch (error) {
      // the server answers 404 for a document this account may not read, as for one that does not exist
      const reason = isNotFound(error) ? t("detail.documentUnavailable") : failureText(error, t);
      setProblem(`${t("detail.downloadError", { name: file.name })} ${reason}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {files.map((file) => {
          return (
            <li key={file.id}>
              <FileDownloadButton
                name={file.name}
                size={file.size}
                mime={file.mime}
                locale={lang}
                sizeLabel={t("detail.fileSize")}
                busy={busy === file.id}
                onClick={() => void download(file)}
              />
            </li>
          );
        })}
      </ul>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
