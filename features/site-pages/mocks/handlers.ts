import type { PostSummary } from "@contracts/boards";
import { HttpResponse, http } from "msw";
import { faqAnswer, faqPosts, overviewPage, pressPost, pressPosts } from "./fixtures";

const ok = (data: unknown, meta: Record<string, unknown> = {}) => HttpResponse.json({ data, meta });
const notFound = () => HttpResponse.json({ message: "Not found.", code: "NOT_FOUND" }, { status: 404 });

const page = (rows: readonly PostSummary[]) =>
  ok(rows, { page: 1, per_page: 10, total: rows.length, total_pages: rows.length > 0 ? 1 : 0 });

/** The mart's overview in the asked language; any other page does not exist. */
export const sitePageHandlers = {
  overview: http.get("/api/v1/site-pages/sitmmt/:slug", ({ params, request }) => {
    const lang = new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en";
    return params.slug === "overview" ? ok(overviewPage[lang]) : notFound();
  }),
  notFound: http.get("/api/v1/site-pages/sitmmt/:slug", notFound),
};

/** The mart's boards: FAQ and press with posts, notices and media empty; any other board does not exist. */
export const boardHandlers = [
  http.get("/api/v1/boards/sitmmt/:type/posts", ({ params }) => {
    if (params.type === "faq") return page(faqPosts);
    if (params.type === "press") return page(pressPosts);
    if (params.type === "notice" || params.type === "media") return page([]);
    return notFound();
  }),
  http.get("/api/v1/boards/sitmmt/:type/posts/:id", ({ params }) => {
    if (params.type === "faq" && Number(params.id) === faqAnswer.id) return ok(faqAnswer);
    if (params.type === "press" && Number(params.id) === pressPost.id) return ok(pressPost);
    return notFound();
  }),
];
