import {
  PARTNERSHIPS_PATH,
  type PartnershipApplyBody,
  type PartnershipReceipt,
  PartnershipReceiptSchema,
} from "@contracts/partnerships";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";

/** `POST /partnerships?lang=`: a venue's application, no account; answers its reference number. */
export async function applyForPartnership(body: PartnershipApplyBody, lang: Lang): Promise<PartnershipReceipt> {
  const res = await request(PARTNERSHIPS_PATH, {
    method: "POST",
    schema: PartnershipReceiptSchema,
    query: { lang },
    body,
    errorToast: false,
  });
  return res.data;
}
