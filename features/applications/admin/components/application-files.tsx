import { FileDownloadList } from "@blocks/feature-kit";
import type { EduFile } from "@contracts/applications";
import { downloadFile } from "../api/files";
import { failureText } from "../model/failure";
import { useAdminText } from "./use-admin-text";

/** An application's files as buttons that save them with the operator's token (each download is audited). */
export function ApplicationFiles({ files }: { files: readonly EduFile[] }) {
  const { t, lang } = useAdminText();
  if (files.length === 0) return <p className="text-sm text-muted-foreground">{t("files.none")}</p>;
  return (
    <FileDownloadList
      files={files}
      locale={lang}
      sizeLabel={t("files.size")}
      download={downloadFile}
      failure={(file, error) => t("files.failed", { name: file.name, reason: failureText(error, t) })}
    />
  );
}
