import { HttpResponse, delay, http } from "msw";
import { COMMON_PATH } from "../api/nationalities";
import { nationalitiesFixture } from "./fixtures";

export const nationalityHandlers = {
  success: http.get(COMMON_PATH, () =>
    HttpResponse.json({
      data: nationalitiesFixture,
      meta: { type: "nationality", count: nationalitiesFixture.length },
    }),
  ),
  error: http.get(COMMON_PATH, () =>
    HttpResponse.json({ message: "The country list is being updated.", code: "INTERNAL_ERROR" }, { status: 500 }),
  ),
  loading: http.get(COMMON_PATH, async () => {
    await delay("infinite");
    return HttpResponse.json({});
  }),
};
