import { sendForm } from "@blocks/feature-kit";
import { type CreateInquiryBody, type Inquiry, type InquirySite, InquirySchema } from "@contracts/inquiries";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { INQUIRIES_PATH } from "./list-inquiries";
import { QNA_PATH } from "./list-qna";

/**
 * `POST /api/v1/inquiries?site=`: JSON, or multipart when files are attached; `site` says whose question it is
 * (the shop's private contact, or a programme's public Q&A). The form shows every failure beside its fields or in
 * its own alert, so the transport shows no toast; a 401 still clears the session.
 */
export async function createInquiry(
  area: Area,
  body: CreateInquiryBody | FormData,
  lang: Lang,
  site: InquirySite = "shop",
): Promise<Inquiry> {
  return sendForm(INQUIRIES_PATH, { method: "POST", schema: InquirySchema, query: { lang, site }, body, area });
}

/** The member's lists, and the site's public Q&A lists, refresh after a new question. */
export function useCreateInquiry(area: Area, lang: Lang, site: InquirySite = "shop") {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Inquiry, Error, readonly [string, Area, "create"], CreateInquiryBody | FormData>(
    [INQUIRIES_PATH, area, "create"] as const,
    async (_key, { arg }) => {
      const inquiry = await createInquiry(area, arg, lang, site);
      await mutate(
        (key) =>
          Array.isArray(key) &&
          ((key[0] === INQUIRIES_PATH && key[3] === "list") ||
            (typeof key[0] === "string" && key[0].startsWith(`${QNA_PATH}/`))),
      );
      return inquiry;
    },
  );
}
