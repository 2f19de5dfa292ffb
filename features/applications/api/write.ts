import { type EduApplication, EduApplicationSchema } from "@contracts/applications";
import { sendForm } from "@blocks/feature-kit";
import type { Lang } from "@lib/i18n/locale";
import { useSWRConfig } from "swr";
import { isApplicationKey } from "./get-application";
import { isMyApplicationsKey } from "./list-my-applications";
import { AREA } from "./paths";

/**
 * One write of an application (every answer is the application as it now is): the form shows every refusal
 * itself, so the transport shows no toast.
 */
export function writeApplication(
  path: string,
  method: "POST" | "PUT",
  body: unknown,
  lang: Lang,
): Promise<EduApplication> {
  return sendForm(path, { method, schema: EduApplicationSchema, body, query: { lang }, area: AREA });
}

/**
 * After a write: the answer replaces the cached application (no second request), the member's lists are read
 * again.
 */
export function useApplicationWritten() {
  const { mutate } = useSWRConfig();
  return async (application: EduApplication) => {
    await mutate(isApplicationKey(application.id), application, { revalidate: false });
    await mutate(isMyApplicationsKey);
    return application;
  };
}
