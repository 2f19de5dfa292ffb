import { HttpResponse, delay, http } from "msw";
import { PROMOTION_VISIT_PATH } from "../api/visit";

/** The seed's campaign (server/platform/db/seed-data.ts): SPRING26 leads to the festival search. */
export const SPRING_TARGET = "/product/search/festival/all";

/** Answers a visit as the server does, remembering each code asked about. */
export function recordingVisit(targets: Record<string, string> = { SPRING26: SPRING_TARGET }) {
  const codes: string[] = [];
  return {
    codes,
    handler: http.post(PROMOTION_VISIT_PATH, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      codes.push(code);
      const target = targets[code];
      return HttpResponse.json({ data: { target: target ?? "/main", known: target !== undefined }, meta: {} });
    }),
  };
}

export const visitHandlers = {
  error: http.post(PROMOTION_VISIT_PATH, () =>
    HttpResponse.json({ message: "Campaigns are being updated.", code: "SERVICE_UNAVAILABLE" }, { status: 503 }),
  ),
  loading: http.post(PROMOTION_VISIT_PATH, async () => {
    await delay("infinite");
    return HttpResponse.json({});
  }),
};
