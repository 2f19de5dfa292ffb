import { type PassRefund, PassRefundSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useRefresh } from "@lib/http/use-refresh";
import useSWRMutation from "swr/mutation";
import { MINE_PATH, passPath, refundPath } from "./paths";

/** `POST /passes/{id}/refund`: an unused pass refunded within its window (409 with the rule's message otherwise). */
export async function refundPass(area: Area, id: number, lang: Lang): Promise<PassRefund> {
  const res = await request(refundPath(id), {
    method: "POST",
    schema: PassRefundSchema,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** The refund, then the card and the member's list read again (both show the pass's state). */
export function useRefundPass(area: Area, id: number, lang: Lang) {
  const refresh = useRefresh();
  return useSWRMutation<PassRefund, Error, readonly [string, "refund"]>(
    [refundPath(id), "refund"] as const,
    async () => {
      const refunded = await refundPass(area, id, lang);
      refresh((key) => Array.isArray(key) && (key[0] === passPath(id) || key[0] === MINE_PATH));
      return refunded;
    },
  );
}
