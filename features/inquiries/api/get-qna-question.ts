import { type PublicQnaSite, type QnaQuestion, QnaQuestionSchema } from "@contracts/inquiries";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import useSWR from "swr";
import { qnaListPath } from "./list-qna";

export const qnaQuestionPath = (site: PublicQnaSite, id: number) => `${qnaListPath(site)}/${id}`;

export const qnaQuestionKey = (site: PublicQnaSite, id: number, lang: Lang) =>
  [qnaQuestionPath(site, id), lang] as const;

/** One public question with its answer; another site's question, or none, is 404 (the page says "not found"). */
export async function fetchQnaQuestion(site: PublicQnaSite, id: number, lang: Lang): Promise<QnaQuestion> {
  const res = await request(qnaQuestionPath(site, id), {
    schema: QnaQuestionSchema,
    query: { lang },
    errorToast: false,
  });
  return res.data;
}

export function useQnaQuestion(site: PublicQnaSite, id: number | null, lang: Lang) {
  return useSWR<QnaQuestion, Error>(id === null ? null : qnaQuestionKey(site, id, lang), () =>
    fetchQnaQuestion(site, id as number, lang),
  );
}
