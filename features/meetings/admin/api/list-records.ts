import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import type { PageMeta } from "@contracts/envelope";
import { MeetingRecordSchema, MeetingSchema } from "@contracts/meetings";
import { requestPage } from "@blocks/feature-kit";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { type z } from "zod";
import { ADMIN_RECORDS_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

/**
 * One filed record with the meeting it is about (contracts/meetings.ts AdminMeetingRecordSchema), read as the
 * record plus the parts of its meeting the table shows, so the table does not break on a meeting field it never uses.
 */
export const AdminMeetingRecordSchema = MeetingRecordSchema.extend({
  meeting: MeetingSchema.pick({ id: true, slot: true, status: true, buyer: true, seller: true }),
});
export type AdminMeetingRecord = z.infer<typeof AdminMeetingRecordSchema>;

export const RECORDS_PAGE_SIZE = 50;

export type RecordPage = { rows: AdminMeetingRecord[]; meta: PageMeta };

export const adminRecordsKey = (token: string | null, page: number, lang: Lang, fair: Fair) =>
  token ? ([KEY_ROOT, "records", token, page, lang, fair] as const) : null;

/**
 * `GET /admin/mart/meeting-records?page=&lang=&fair=`: the fair's filed records, a page at a time, the companies
 * named in `lang`.
 */
export async function fetchAdminRecords(page: number, lang: Lang, fair: Fair): Promise<RecordPage> {
  return requestPage(ADMIN_RECORDS_PATH, {
    row: AdminMeetingRecordSchema,
    query: { page, per_page: RECORDS_PAGE_SIZE, lang, ...fairQuery(fair) },
    auth: true,
    area: OPERATOR_AREA,
  });
}

export function useAdminRecords(page: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  const fair = useFair();
  return useSWR<RecordPage, Error>(
    adminRecordsKey(token, page, lang, fair),
    () => fetchAdminRecords(page, lang, fair),
    {
      keepPreviousData: true,
    },
  );
}
