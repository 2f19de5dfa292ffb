import { apiError, never, ok } from "@blocks/mock-api";
import { HttpResponse, http } from "msw";
import { eduIntroductionPage, overviewPage } from "./fixtures";

const notFound = () => HttpResponse.json({ message: "Not found.", code: "NOT_FOUND" }, { status: 404 });

/** The mart's overview in the asked language; any other page does not exist. */
export const sitePageHandlers = {
  overview: http.get("/api/v1/site-pages/sitmmt/:slug", ({ params, request }) => {
    const lang = new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en";
    return params.slug === "overview" ? ok(overviewPage[lang]) : notFound();
  }),
  notFound: http.get("/api/v1/site-pages/sitmmt/:slug", notFound),
  /** The education programme's introduction in the asked language; any other of its pages does not exist. */
  eduIntroduction: http.get("/api/v1/site-pages/seouledutravel/:slug", ({ params, request }) => {
    const lang = new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en";
    return params.slug === "introduction" ? ok(eduIntroductionPage[lang]) : notFound();
  }),
  error: http.get("/api/v1/site-pages/:site/:slug", () =>
    apiError(500, "INTERNAL_ERROR", "The page service is restarting."),
  ),
  loading: http.get("/api/v1/site-pages/:site/:slug", never),
};
