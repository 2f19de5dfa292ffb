import { sendForm } from "@blocks/feature-kit";
import { type AdminInquiry, AdminInquirySchema } from "@contracts/inquiries";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import { useSWRConfig } from "swr";
import { questionKey } from "./get-inquiry";
import { OPERATOR_AREA, isKeyOf, replyPath } from "./paths";

/** `POST /admin/inquiries/{id}/reply`: the answer, once; a second one (even at the same moment) is 409. */
export async function reply(id: number, text: string, lang: Lang): Promise<AdminInquiry> {
  return sendForm(replyPath(id), {
    method: "POST",
    schema: AdminInquirySchema,
    query: { lang },
    body: { reply: text },
    area: OPERATOR_AREA,
  });
}

/**
 * The answer: its result replaces the cached question, and the lists (and the home's newest questions) are read
 * again whatever the outcome. `reload` reads the question again after a refusal (someone else answered).
 */
export function useReply(id: number, lang: Lang) {
  const { mutate } = useSWRConfig();
  const token = useToken(OPERATOR_AREA);
  const key = questionKey(token, id, lang);
  return {
    send: async (text: string) => {
      try {
        const answered = await reply(id, text, lang);
        await mutate(key, answered, { revalidate: false });
        return answered;
      } finally {
        void mutate(isKeyOf("list"));
      }
    },
    reload: () => mutate(key),
  };
}
