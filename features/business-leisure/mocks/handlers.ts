import { apiError, never, ok } from "@blocks/mock-api";
import { BLEISURE_PROGRAMMES_PATH, fitsFreeTime } from "@contracts/bleisure";
import { http } from "msw";
import { PROGRAMME_FIXTURES, programmeIn } from "./fixtures";

/** The stories' first bookable day (their clock is 2026-05-15 in Seoul): an earlier day has nothing. */
const FIRST_DAY = "2026-05-16";

/** The programmes' API: by free time by the API's fit rule (every option open from the first day), and its failures. */
export const programmeHandlers = {
  list: http.get(BLEISURE_PROGRAMMES_PATH, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const [date, from, hours, lang] = [query.get("date"), query.get("from"), query.get("hours"), query.get("lang")];
    if (!date || !from || !hours) return ok(PROGRAMME_FIXTURES.map((fixture) => programmeIn(fixture, lang ?? "en")));
    if (date < FIRST_DAY) return ok([]);
    const window = { from, hours: Number(hours) };
    return ok(
      PROGRAMME_FIXTURES.flatMap((fixture) => {
        const fitting = fixture.departure_times.filter((time) => fitsFreeTime(time, fixture.duration_minutes, window));
        return fitting.length > 0 ? [programmeIn(fixture, lang ?? "en", fitting)] : [];
      }),
    );
  }),
  empty: http.get(BLEISURE_PROGRAMMES_PATH, () => ok([])),
  error: http.get(BLEISURE_PROGRAMMES_PATH, () => apiError(500, "INTERNAL", "An error has occurred!")),
  loading: http.get(BLEISURE_PROGRAMMES_PATH, never),
};
