import { qnaSearch } from "../model/qna-query";
import type { QnaPaths } from "../screens/qna-list-screen";

/** The education programme's Q&A addresses, as sites/seouledutravel/site.config.ts builds them. */
export const eduQnaPaths: QnaPaths = {
  list: (query) => `/seouledutravel/qna/list${qnaSearch(query)}`,
  detail: (id) => `/seouledutravel/qna/list-detail/${id}`,
  ask: "/seouledutravel/qna/contact-us",
};
