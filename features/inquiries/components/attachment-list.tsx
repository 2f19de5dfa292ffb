import { FileDownloadList } from "@blocks/feature-kit";
import type { Attachment } from "@contracts/boards";
import { failureText } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { downloadAttachment, saveFile } from "../api/download-attachment";
import { useInquiriesText } from "./use-inquiries-text";

/**
 * The inquiry's files with their sizes. Each is fetched with the member's token (only its member and operators may
 * read it) and then saved under its name; a failure is said beside the list.
 */
export function AttachmentList({
  attachments,
  headingId,
  area,
}: {
  attachments: readonly Attachment[];
  headingId: string;
  area: Area;
}) {
  const { t, lang } = useInquiriesText();
  if (attachments.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        {t("detail.attachments", { count: attachments.length })}
      </h3>
      <FileDownloadList
        files={attachments}
        locale={lang}
        sizeLabel={t("detail.fileSize")}
        download={async (file) => saveFile(await downloadAttachment(area, file), file.name)}
        failure={(file, error) => `${t("detail.downloadError", { name: file.name })} ${failureText(error, t)}`}
      />
    </section>
  );
}
