import { isAuditKey } from "@blocks/console";
import { sendForm, requestPage } from "@blocks/feature-kit";
import type { PageMeta } from "@contracts/envelope";
import {
  ADMIN_RESERVATIONS_CSV_FILE_NAME,
  ADMIN_RESERVATIONS_CSV_PATH,
  type AdminReservation,
  AdminReservationSchema,
  type Reservation,
  ReservationSchema,
} from "@contracts/reservations";
import { buildUrl, request } from "@lib/http/client";
import { fetchFile, saveFile } from "@lib/http/download";
import { useRefresh } from "@lib/http/use-refresh";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { apiQuery, type ReservationListFilters } from "../model/filters";
import { ADMIN_RESERVATIONS_PATH, adminReservationPath, isReservationsKey, KEY_ROOT, OPERATOR_AREA } from "./paths";

export const RESERVATIONS_PAGE_SIZE = 20;

export type ReservationPage = { rows: Reservation[]; meta: PageMeta };

/** `GET /admin/reservations` with the list's filters: one page, newest first. */
export async function fetchReservations(filters: ReservationListFilters, lang: Lang): Promise<ReservationPage> {
  return requestPage(ADMIN_RESERVATIONS_PATH, {
    row: ReservationSchema,
    query: { ...apiQuery(filters), page: filters.page, per_page: RESERVATIONS_PAGE_SIZE, lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

export function useReservations(filters: ReservationListFilters, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<ReservationPage, Error>(
    token ? [KEY_ROOT, "list", token, JSON.stringify(filters), lang] : null,
    () => fetchReservations(filters, lang),
    { keepPreviousData: true },
  );
}

/** `GET /admin/reservations/{id}`: the reservation with who booked it, its money and its history. */
export async function fetchReservation(id: number, lang: Lang): Promise<AdminReservation> {
  const res = await request(adminReservationPath(id), {
    schema: AdminReservationSchema,
    query: { lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useReservation(id: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminReservation, Error>(token ? [KEY_ROOT, "one", token, id, lang] : null, () =>
    fetchReservation(id, lang),
  );
}

/** The console's decisions on one reservation; `refuse` and `refund` carry the operator's reason. */
export type Decision = "deposit" | "approve" | "refuse" | "refund";

const ACTION_PATHS: Record<Decision, string> = {
  deposit: "deposit",
  approve: "approve-cancel",
  refuse: "refuse-cancel",
  refund: "refund",
};

/** `POST /admin/reservations/{id}/<action>`: answers the reservation as it now is. */
export async function decide(id: number, decision: Decision, reason: string, lang: Lang): Promise<Reservation> {
  const withReason = decision === "refuse" || decision === "refund";
  return sendForm(`${adminReservationPath(id)}/${ACTION_PATHS[decision]}`, {
    method: "POST",
    schema: ReservationSchema,
    query: { lang },
    body: withReason ? { reason } : {},
    area: OPERATOR_AREA,
  });
}

/** Sends a decision; the list, the detail and the audit trail are read again whatever the outcome. */
export function useDecide(lang: Lang) {
  const refresh = useRefresh();
  return async (id: number, decision: Decision, reason: string) => {
    try {
      return await decide(id, decision, reason, lang);
    } finally {
      refresh((key) => isReservationsKey(key) || isAuditKey(key));
    }
  };
}

/** The filtered list as the server's CSV (UTF-8 with a BOM), fetched with the operator's token and saved. */
export async function exportCsv(filters: ReservationListFilters, lang: Lang): Promise<void> {
  const blob = await fetchFile(buildUrl(ADMIN_RESERVATIONS_CSV_PATH, { ...apiQuery(filters), lang }), {
    area: OPERATOR_AREA,
    accept: "text/csv",
  });
  saveFile(blob, ADMIN_RESERVATIONS_CSV_FILE_NAME);
}
