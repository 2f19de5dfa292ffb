import type { EduApplication } from "@contracts/applications";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { applicationPath } from "./paths";
import { useApplicationWritten, writeApplication } from "./write";

/** `POST .../{id}/report`: multipart with `text` and up to 5 `files`, once, after the trip. */
export function submitReport(id: number, body: FormData, lang: Lang): Promise<EduApplication> {
  return writeApplication(`${applicationPath(id)}/report`, "POST", body, lang);
}

export function useSubmitReport(id: number, lang: Lang) {
  const written = useApplicationWritten();
  return useSWRMutation<EduApplication, Error, readonly unknown[], FormData>(
    ["edu-write", "submit-report", id] as const,
    async (_key, { arg }) => written(await submitReport(id, arg, lang)),
  );
}
