import type { Attachment } from "@contracts/boards";
import { FileDownloadButton } from "@ds";
import { failureText } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { useState } from "react";
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
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (attachments.length === 0) return null;

  const download = async (file: Attachment) => {
    setProblem(null);
    setBusy(file.id);
    try {
      saveFile(await downloadAttachment(area, file), file.name);
    } catch (error) {
      setProblem(`${t("detail.downloadError", { name: file.name })} ${failureText(error, t)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        {t("detail.attachments", { count: attachments.length })}
      </h3>
      <ul className="flex flex-col gap-2">
        {attachments.map((file) => {
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
    </section>
  );
}
