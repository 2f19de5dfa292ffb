import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import { type PublicQnaSite, type QnaQuestionSummary, QnaQuestionSummarySchema } from "@contracts/inquiries";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import useSWR from "swr";
import { z } from "zod";
import type { QnaQuery } from "../model/qna-query";

export const QNA_PATH = "/api/v1/qna";
export const QNA_PAGE_SIZE = 10;

export const qnaListPath = (site: PublicQnaSite) => `${QNA_PATH}/${encodeURIComponent(site)}/questions`;

export type QnaPage = { rows: QnaQuestionSummary[]; meta: PageMeta };

export const qnaListKey = (site: PublicQnaSite, lang: Lang, query: QnaQuery) =>
  [qnaListPath(site), lang, query.page, query.keyword] as const;

/**
 * A page of a site's public questions, newest first, the askers' names masked; `keyword` searches the subjects.
 * A guest's read (no token): the page is the same for everyone. The page shows a failure itself (no toast).
 */
export async function fetchQnaList(site: PublicQnaSite, lang: Lang, query: QnaQuery): Promise<QnaPage> {
  const res = await request(qnaListPath(site), {
    schema: z.array(QnaQuestionSummarySchema),
    query: { lang, page: query.page, per_page: QNA_PAGE_SIZE, keyword: query.keyword || undefined },
    errorToast: false,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function useQnaList(site: PublicQnaSite, lang: Lang, query: QnaQuery) {
  return useSWR<QnaPage, Error>(qnaListKey(site, lang, query), () => fetchQnaList(site, lang, query), {
    keepPreviousData: true,
  });
}
