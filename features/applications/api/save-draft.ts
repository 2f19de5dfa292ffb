import type { EduApplication, EduDraftBody } from "@contracts/applications";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { applicationPath } from "./paths";
import { useApplicationWritten, writeApplication } from "./write";

/** `PUT .../{id}`: a partial save at the loaded version (409 VERSION_CONFLICT with the current application). */
export function saveDraft(id: number, body: EduDraftBody, lang: Lang): Promise<EduApplication> {
  return writeApplication(applicationPath(id), "PUT", body, lang);
}

export function useSaveDraft(id: number, lang: Lang) {
  const written = useApplicationWritten();
  return useSWRMutation<EduApplication, Error, readonly unknown[], EduDraftBody>(
    ["edu-write", "save-draft", id] as const,
    async (_key, { arg }) => written(await saveDraft(id, arg, lang)),
  );
}
