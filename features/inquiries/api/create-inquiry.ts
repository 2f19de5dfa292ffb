import { sendForm } from "@blocks/feature-kit";
import { type CreateInquiryBody, type Inquiry, InquirySchema } from "@contracts/inquiries";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { INQUIRIES_PATH } from "./list-inquiries";

/**
 * `POST /api/v1/inquiries`: JSON, or multipart when files are attached. The form shows every failure beside its
 * fields or in its own alert, so the transport shows no toast; a 401 still clears the session.
 */
export async function createInquiry(area: Area, body: CreateInquiryBody | FormData, lang: Lang): Promise<Inquiry> {
  return sendForm(INQUIRIES_PATH, { method: "POST", schema: InquirySchema, query: { lang }, body, area });
}

/** The member's lists refresh after a new inquiry. */
export function useCreateInquiry(area: Area, lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Inquiry, Error, readonly [string, Area, "create"], CreateInquiryBody | FormData>(
    [INQUIRIES_PATH, area, "create"] as const,
    async (_key, { arg }) => {
      const inquiry = await createInquiry(area, arg, lang);
      await mutate((key) => Array.isArray(key) && key[0] === INQUIRIES_PATH && key[3] === "list");
      return inquiry;
    },
  );
}
