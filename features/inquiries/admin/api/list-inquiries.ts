import { type AdminInquiry, AdminInquirySchema, type InquirySite, type InquiryStatus } from "@contracts/inquiries";
import type { PageMeta } from "@contracts/envelope";
import { requestPage } from "@blocks/feature-kit";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { ADMIN_INQUIRIES_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

export const QUESTIONS_PAGE_SIZE = 20;

export type QuestionFilter = InquiryStatus | "all";
export type QuestionQuery = { site: InquirySite; status: QuestionFilter; page: number; perPage?: number };
export type QuestionPage = { rows: AdminInquiry[]; meta: PageMeta };

/** `GET /admin/inquiries?site=&status=&page=`: a site's questions, newest first, with who asked. */
export async function fetchQuestions(query: QuestionQuery, lang: Lang): Promise<QuestionPage> {
  const perPage = query.perPage ?? QUESTIONS_PAGE_SIZE;
  return requestPage(ADMIN_INQUIRIES_PATH, {
    row: AdminInquirySchema,
    query: { site: query.site, status: query.status, page: query.page, per_page: perPage, lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

export function useQuestions(query: QuestionQuery, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  const { site, status, page, perPage = QUESTIONS_PAGE_SIZE } = query;
  return useSWR<QuestionPage, Error>(
    token ? [KEY_ROOT, "list", token, site, status, page, perPage, lang] : null,
    () => fetchQuestions(query, lang),
    { keepPreviousData: true },
  );
}
