import { apiError, never, ok } from "@blocks/mock-api";
import { THINGS_TO_DO_MESSAGES } from "@contracts/things-to-do";
import { http } from "msw";
import { EVENTS_PATH, VENUES_PATH } from "../api/paths";
import { eventIn, STORY_EVENTS, STORY_VENUES } from "./fixtures";

const serverError = () => apiError(500, "INTERNAL", "An error has occurred!");

/** The events as the server answers them: those on a day of `from`..`to`, of `category` when asked, by `lang`. */
export const eventHandlers = {
  list: http.get(EVENTS_PATH, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const from = query.get("from") ?? "0000-01-01";
    const to = query.get("to") ?? "9999-12-31";
    const category = query.get("category");
    const lang = query.get("lang") ?? "en";
    const events = STORY_EVENTS.filter(
      (event) => event.starts_on <= to && event.ends_on >= from && (!category || event.category === category),
    ).map((event) => {
      const { description: _, ...summary } = eventIn(event, lang);
      return summary;
    });
    return ok(events, { from, to });
  }),
  empty: http.get(EVENTS_PATH, ({ request }) => {
    const query = new URL(request.url).searchParams;
    return ok([], { from: query.get("from"), to: query.get("to") });
  }),
  listError: http.get(EVENTS_PATH, serverError),
  loading: http.get(EVENTS_PATH, never),
  detail: http.get(`${EVENTS_PATH}/:id`, ({ params, request }) => {
    const event = STORY_EVENTS.find((row) => String(row.id) === params.id);
    const lang = new URL(request.url).searchParams.get("lang") ?? "en";
    return event ? ok(eventIn(event, lang)) : apiError(404, "EVENT_NOT_FOUND", THINGS_TO_DO_MESSAGES.eventNotFound);
  }),
  detailError: http.get(`${EVENTS_PATH}/:id`, serverError),
};

/** The partner venues of the passes' API, which the list page's strip reads. */
export const venueHandlers = {
  list: http.get(VENUES_PATH, ({ request }) => {
    const lang = new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en";
    return ok(STORY_VENUES[lang]);
  }),
  error: http.get(VENUES_PATH, serverError),
};
