import { FileDownloadButton } from "@ds";
import { useState } from "react";

/** What a downloadable file shows: its name, size and type. */
export type DownloadableFile = { id: number; name: string; size: number; mime: string };

export type FileDownloadListProps<F extends DownloadableFile> = {
  files: readonly F[];
  /** The reader's language, for the sizes. */
  locale: string;
  /** Words read before each size ("File size"). */
  sizeLabel: string;
  /** Fetches the file (with the reader's sign-in) and saves it under its name. */
  download: (file: F) => Promise<void>;
  /** A failed download in the page's language: what could not be saved and why. */
  failure: (file: F, error: unknown) => string;
};

/**
 * Files as buttons that save them, one at a time, each showing its size; a failure is said under the list. The
 * list and the failure are the caller's children, so they share its spacing.
 */
export function FileDownloadList<F extends DownloadableFile>({
  files,
  locale,
  sizeLabel,
  download,
  failure,
}: FileDownloadListProps<F>) {
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (file: F) => {
    setProblem(null);
    setBusy(file.id);
    try {
      await download(file);
    } catch (error) {
      setProblem(failure(file, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ul className="flex flex-col gap-2">
        {files.map((file) => (
          <li key={file.id}>
            <FileDownloadButton
              name={file.name}
              size={file.size}
              mime={file.mime}
              locale={locale}
              sizeLabel={sizeLabel}
              busy={busy === file.id}
              onClick={() => void save(file)}
            />
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </>
  );
}
