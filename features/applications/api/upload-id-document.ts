import type { EduApplication } from "@contracts/applications";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { applicationPath } from "./paths";
import { useApplicationWritten, writeApplication } from "./write";

/** `POST .../{id}/id-document`: multipart with one `file` (replaces the previous one), checked by content. */
export function uploadIdDocument(id: number, body: FormData, lang: Lang): Promise<EduApplication> {
  return writeApplication(`${applicationPath(id)}/id-document`, "POST", body, lang);
}

export function useUploadIdDocument(id: number, lang: Lang) {
  const written = useApplicationWritten();
  return useSWRMutation<EduApplication, Error, readonly unknown[], FormData>(
    ["edu-write", "upload-id-document", id] as const,
    async (_key, { arg }) => written(await uploadIdDocument(id, arg, lang)),
  );
}
