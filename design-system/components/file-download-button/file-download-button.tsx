import { Download, FileText, ImageIcon, LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { formatFileSize } from "../file-upload/file-rules";

export type FileDownloadButtonProps = Omit<ComponentProps<"button">, "children" | "type"> & {
  /** The file's name, as it is saved. */
  name: string;
  /** Size in bytes, shown in the reader's locale. */
  size: number;
  /** Chooses the icon: a picture or a document. */
  mime: string;
  /** The reader's locale for the size ("en", "ko"). */
  locale: string;
  /** Words read before the size by screen readers ("File size"). */
  sizeLabel: string;
  /** The file is on its way: a spinning icon and `aria-busy`. */
  busy?: boolean;
};

/**
 * A file to fetch and save, as one row: icon, name, size and a download mark. A button, not a link, for files that
 * need the reader's token (the caller fetches and saves on click); public files use a plain link.
 */
export function FileDownloadButton({
  name,
  size,
  mime,
  locale,
  sizeLabel,
  busy = false,
  className,
  ...props
}: FileDownloadButtonProps) {
  const Icon = busy ? LoaderCircle : mime.startsWith("image/") ? ImageIcon : FileText;
  return (
    <button
      type="button"
      data-slot="file-download-button"
      aria-busy={busy || undefined}
      className={cn(
        "flex w-full items-center gap-3 rounded-md border border-border bg-surface p-3 text-left text-sm outline-hidden transition-colors duration-fast ease-standard hover:bg-hover focus-visible:shadow-focus",
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className={cn("size-5 shrink-0 text-muted-foreground", busy && "animate-spin")} />
      <span className="min-w-0 flex-1 truncate font-medium text-foreground">{name}</span>
      <span className="shrink-0 text-muted-foreground">
        <span className="sr-only">{sizeLabel} </span>
        {formatFileSize(size, locale)}
      </span>
      <Download aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </button>
  );
}
