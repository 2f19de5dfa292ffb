import type { EduApplication, EduWithdrawBody } from "@contracts/applications";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { applicationPath } from "./paths";
import { useApplicationWritten, writeApplication } from "./write";

/** `POST .../{id}/withdraw`: withdraws before a decision (409 INVALID_TRANSITION names the status). */
export function withdrawApplication(id: number, body: EduWithdrawBody, lang: Lang): Promise<EduApplication> {
  return writeApplication(`${applicationPath(id)}/withdraw`, "POST", body, lang);
}

export function useWithdrawApplication(id: number, lang: Lang) {
  const written = useApplicationWritten();
  return useSWRMutation<EduApplication, Error, readonly unknown[], EduWithdrawBody>(
    ["edu-write", "withdraw-application", id] as const,
    async (_key, { arg }) => written(await withdrawApplication(id, arg, lang)),
  );
}
