import type { EduApplication, EduPreDepartureBody } from "@contracts/applications";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { applicationPath } from "./paths";
import { useApplicationWritten, writeApplication } from "./write";

/** `PUT .../{id}/pre-departure`: flights, visa and diet after approval, until the details deadline. */
export function savePreDeparture(id: number, body: EduPreDepartureBody, lang: Lang): Promise<EduApplication> {
  return writeApplication(`${applicationPath(id)}/pre-departure`, "PUT", body, lang);
}

export function useSavePreDeparture(id: number, lang: Lang) {
  const written = useApplicationWritten();
  return useSWRMutation<EduApplication, Error, readonly unknown[], EduPreDepartureBody>(
    ["edu-write", "save-pre-departure", id] as const,
    async (_key, { arg }) => written(await savePreDeparture(id, arg, lang)),
  );
}
