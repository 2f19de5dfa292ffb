import type { EduApplication, EduSubmitBody } from "@contracts/applications";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { applicationPath } from "./paths";
import { useApplicationWritten, writeApplication } from "./write";

/** `POST .../{id}/submit`: sends the saved form at its version; 400 names every field at fault. */
export function submitApplication(id: number, body: EduSubmitBody, lang: Lang): Promise<EduApplication> {
  return writeApplication(`${applicationPath(id)}/submit`, "POST", body, lang);
}

export function useSubmitApplication(id: number, lang: Lang) {
  const written = useApplicationWritten();
  return useSWRMutation<EduApplication, Error, readonly unknown[], EduSubmitBody>(
    ["edu-write", "submit-application", id] as const,
    async (_key, { arg }) => written(await submitApplication(id, arg, lang)),
  );
}
