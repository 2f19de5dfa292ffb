import type { Attachment } from "@contracts/boards";
import { formatFileSize } from "@ds";
import { Download, FileText, ImageIcon } from "lucide-react";
import { useId } from "react";
import { useBoardText } from "./use-board-text";

/** A post's files as download links, each with its size (the server sends them as attachments, never inline). */
export function AttachmentList({
  attachments,
  headingLevel = 2,
}: {
  attachments: readonly Attachment[];
  /** h3 under a post that is itself an h2 (a notice opened in a list). */
  headingLevel?: 2 | 3;
}) {
  const { t, lang } = useBoardText();
  // several posts can be open on one page (notices that open in place)
  const headingId = useId();
  if (attachments.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="text-base font-semibold text-foreground">
        {t("detail.attachments", { count: attachments.length })}
      </Heading>
      <ul className="flex flex-col gap-2">
        {attachments.map((file) => {
          const Icon = file.mime.startsWith("image/") ? ImageIcon : FileText;
          const size = formatFileSize(file.size, lang);
          return (
            <li key={file.id}>
              <a
                href={file.url}
                download={file.name}
                className="flex items-center gap-3 rounded-md border border-border bg-surface p-3 text-sm no-underline outline-hidden transition-colors duration-fast ease-standard hover:bg-hover focus-visible:shadow-focus"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate font-medium text-foreground">{file.name}</span>
                <span className="shrink-0 text-muted-foreground">
                  <span className="sr-only">{t("detail.fileSize")} </span>
                  {size}
                </span>
                <Download aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
