import { SurveyLinkResponseSchema } from "@contracts/survey";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { LINK_PATH } from "./paths";

export type LinkRequest = { email: string; lang: Lang };

/**
 * `POST /surveys/link` (public): mails a new personal link to an invited address. The answer is the same whether
 * or not the address is invited, so the screen's confirmation says no more than that.
 */
export async function requestSurveyLink(body: LinkRequest): Promise<void> {
  await request(LINK_PATH, {
    method: "POST",
    schema: SurveyLinkResponseSchema.shape.data,
    body,
    errorToast: false,
  });
}

export function useRequestSurveyLink() {
  return useSWRMutation<void, Error, readonly [string, "request"], LinkRequest>(
    [LINK_PATH, "request"] as const,
    (_key, { arg }) => requestSurveyLink(arg),
  );
}
