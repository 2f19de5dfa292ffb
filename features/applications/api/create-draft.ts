import type { EduApplication, EduCreateBody } from "@contracts/applications";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { APPLICATIONS_PATH } from "./paths";
import { useApplicationWritten, writeApplication } from "./write";

/** `POST /api/v1/edu/applications`: a new draft for a programme (409 ALREADY_APPLIED, WINDOW_CLOSED). */
export function createDraft(body: EduCreateBody, lang: Lang): Promise<EduApplication> {
  return writeApplication(APPLICATIONS_PATH, "POST", body, lang);
}

export function useCreateDraft(lang: Lang) {
  const written = useApplicationWritten();
  return useSWRMutation<EduApplication, Error, readonly unknown[], EduCreateBody>(
    ["edu-write", "create-draft"] as const,
    async (_key, { arg }) => written(await createDraft(arg, lang)),
  );
}
