import type { PageMeta } from "@contracts/envelope";
import {
  ADMIN_REFUNDS_PATH,
  type AdminRefund,
  AdminRefundSchema,
  adminRefundReturnedPath,
  type RefundState,
} from "@contracts/refunds";
import { sendForm, requestPage } from "@blocks/feature-kit";
import type { Lang } from "@lib/i18n/locale";
import { useRefresh } from "@lib/http/use-refresh";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { KEY_ROOT, OPERATOR_AREA, isRefundsKey } from "./paths";

export const REFUNDS_PAGE_SIZE = 20;

export type RefundPage = { rows: AdminRefund[]; meta: PageMeta };

/** `GET /admin/refunds?state=&page=`: the bank deposits' refunds, newest first. */
export async function fetchRefunds(state: RefundState, page: number, lang: Lang): Promise<RefundPage> {
  return requestPage(ADMIN_REFUNDS_PATH, {
    row: AdminRefundSchema,
    query: { state, page, per_page: REFUNDS_PAGE_SIZE, lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

export function useRefunds(state: RefundState, page: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<RefundPage, Error>(
    token ? [KEY_ROOT, token, state, page, lang] : null,
    () => fetchRefunds(state, page, lang),
    { keepPreviousData: true },
  );
}

/** `POST /admin/refunds/{id}/returned`: once; a refund marked before (even a moment ago, elsewhere) is 409. */
export async function markReturned(id: number, note: string, lang: Lang): Promise<AdminRefund> {
  return sendForm(adminRefundReturnedPath(id), {
    method: "POST",
    schema: AdminRefundSchema,
    query: { lang },
    body: { note },
    area: OPERATOR_AREA,
  });
}

/** Marks a refund returned; the lists are read again whatever the outcome (a refusal means someone else did it). */
export function useMarkReturned(lang: Lang) {
  const refresh = useRefresh();
  return async (id: number, note: string) => {
    try {
      return await markReturned(id, note, lang);
    } finally {
      refresh(isRefundsKey);
    }
  };
}
