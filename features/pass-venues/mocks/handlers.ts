import { apiError, never, ok } from "@blocks/mock-api";
import { PASS_API_MESSAGES } from "@contracts/passes";
import { http } from "msw";
import { VENUES_PATH } from "../api/paths";
import { VENUE_FIXTURES, summaryIn, venueIn } from "./fixtures";

const serverError = () => apiError(500, "INTERNAL", "An error has occurred!");

/** The public venue pages' API: the list (filtered, in the asked language), a venue, and their failures. */
export const venueHandlers = {
  list: http.get(VENUES_PATH, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const [category, district, lang] = [query.get("category"), query.get("district"), query.get("lang") ?? "en"];
    const rows = VENUE_FIXTURES.filter(
      (venue) => (!category || venue.category === category) && (!district || venue.district === district),
    );
    return ok(rows.map((venue) => summaryIn(venue, lang)));
  }),
  empty: http.get(VENUES_PATH, () => ok([])),
  listError: http.get(VENUES_PATH, serverError),
  listLoading: http.get(VENUES_PATH, never),
  detail: http.get(`${VENUES_PATH}/:id`, ({ request, params }) => {
    const venue = VENUE_FIXTURES.find((row) => String(row.id) === params.id);
    if (!venue) return apiError(404, "VENUE_NOT_FOUND", PASS_API_MESSAGES.venueNotFound);
    return ok(venueIn(venue, new URL(request.url).searchParams.get("lang") ?? "en"));
  }),
  detailError: http.get(`${VENUES_PATH}/:id`, serverError),
  detailLoading: http.get(`${VENUES_PATH}/:id`, never),
};
