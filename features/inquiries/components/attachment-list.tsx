import type { Attachment } from "@contracts/boards";
import { cn, formatFileSize } from "@ds";
import type { Area } from "@lib/session/areas";
import { Download, FileText, ImageIcon, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { downloadAttachment, saveFile } from "../api/download-attachment";
import { failureText } from "./failure-text";
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
          const Icon = busy === file.id ? LoaderCircle : file.mime.startsWith("image/") ? ImageIcon : FileText;
          return (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => void download(file)}
                aria-busy={busy === file.id || undefined}
                className="flex w-full items-center gap-3 rounded-md border border-border bg-surface p-3 text-left text-sm outline-hidden transition-colors duration-fast ease-standard hover:bg-hover focus-visible:shadow-focus"
              >
                <Icon
                  aria-hidden="true"
                  className={cn("size-5 shrink-0 text-muted-foreground", busy === file.id && "animate-spin")}
                />
                <span className="min-w-0 flex-1 truncate font-medium text-foreground">{file.name}</span>
                <span className="shrink-0 text-muted-foreground">
                  <span className="sr-only">{t("detail.fileSize")} </span>
                  {formatFileSize(file.size, lang)}
                </span>
                <Download aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </button>
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
