import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import {
  type Delegate,
  FlightsBodySchema,
  PROTOCOL_MESSAGES,
  PROTOCOL_TOURS_PATH,
  type Tour,
} from "@contracts/protocol";
import { delay, http } from "msw";
import { delegatesFixture, summaryOf, tourFixture, tourFixtureKo } from "./fixtures";

const LIST = PROTOCOL_TOURS_PATH;
const ONE = `${PROTOCOL_TOURS_PATH}/:id`;
const PEOPLE = `${PROTOCOL_TOURS_PATH}/:id/delegates`;
const FLIGHTS = `${PROTOCOL_TOURS_PATH}/:id/delegates/:delegate/flights`;

const tourNotFound = () => apiError(404, "NOT_FOUND", PROTOCOL_MESSAGES.tourNotFound);

export type ProtocolApiOptions = {
  tours?: readonly Tour[];
  delegates?: readonly Delegate[];
  /** Another person's change lands before the first save: it answers 409 with the newer details. */
  conflictOnce?: Partial<Delegate>;
};

/**
 * The delegation's API as the server answers it, remembering every save: the member's tours, one tour (404 for
 * another, Korean with `lang=ko`), the people and their flights (400 naming the field, 409 on a stale version).
 */
export function protocolApi(options: ProtocolApiOptions = {}) {
  const tours = options.tours ?? [tourFixture];
  let people = (options.delegates ?? delegatesFixture).map((row) => structuredClone(row));
  let conflict = options.conflictOnce;
  const saved: unknown[] = [];
  const find = (id: number) => tours.find((tour) => tour.id === id);
  return {
    saved,
    handlers: [
      http.get(LIST, () => ok(tours.map(summaryOf))),
      http.get(PEOPLE, ({ params }) => (find(Number(params.id)) ? ok(people) : tourNotFound())),
      http.get(ONE, ({ params, request }) => {
        const tour = find(Number(params.id));
        if (!tour) return tourNotFound();
        const ko = new URL(request.url).searchParams.get("lang") === "ko";
        return ok(ko && tour.id === tourFixture.id ? { ...tourFixtureKo, coordinator: tour.coordinator } : tour);
      }),
      http.put(FLIGHTS, async ({ params, request }) => {
        const body: unknown = await request.json();
        saved.push(body);
        await delay(20);
        const row = people.find((each) => each.id === Number(params.delegate));
        if (!row) return apiError(404, "NOT_FOUND", PROTOCOL_MESSAGES.delegateNotFound);
        const parsed = FlightsBodySchema.safeParse(body);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
          return apiError(400, "VALIDATION_ERROR", issues[0]?.message ?? "", { field: issues[0]?.field, issues });
        }
        if (conflict) {
          const newer = { ...row, ...conflict, version: row.version + 1 };
          people = people.map((each) => (each.id === row.id ? newer : each));
          conflict = undefined;
          return apiError(409, "VERSION_CONFLICT", PROTOCOL_MESSAGES.versionConflict, { current: newer });
        }
        if (parsed.data.version !== row.version)
          return apiError(409, "VERSION_CONFLICT", PROTOCOL_MESSAGES.versionConflict, { current: row });
        const { version: _version, ...flights } = parsed.data;
        const next = { ...row, ...flights, version: row.version + 1 };
        people = people.map((each) => (each.id === row.id ? next : each));
        return ok(next);
      }),
    ],
  };
}

const reads = [LIST, ONE, PEOPLE];
/** Every read waiting forever: the loading state. */
export const loadingHandlers = reads.map((path) => http.get(path, never));
/** Every read failing: the server is down for a moment. */
export const errorHandlers = reads.map((path) =>
  http.get(path, () => apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.")),
);
/** Every call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = reads.map((path) => http.get(path, () => unauthorized()));
/** A member on no delegation's tour. */
export const noToursApi = () => protocolApi({ tours: [] });
