import type { MartFile } from "@contracts/mart";
import { cn, formatFileSize } from "@ds";
import { HttpError } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { Download, FileText, ImageIcon, LoaderCircle } from "lucide-react";
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
      const reason =
        error instanceof HttpError && error.status === 404 ? t("detail.documentUnavailable") : failureText(error, t);
      setProblem(`${t("detail.downloadError", { name: file.name })} ${reason}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {files.map((file) => {
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
    </div>
  );
}
