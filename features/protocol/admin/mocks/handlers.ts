import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import {
  ADMIN_PROTOCOL_DELEGATES_PATH,
  ADMIN_PROTOCOL_TOURS_PATH,
  type AdminTour,
  type Delegate,
  DelegateBodySchema,
  PROTOCOL_MESSAGES,
  StopsBodySchema,
  TourBodySchema,
  VehicleBodySchema,
} from "@contracts/protocol";
import { type ShareLink, ShareLinkBodySchema, adminShareLinksPath } from "@contracts/tracking";
import { delay, http } from "msw";
import type { z } from "zod";
import { adminToursFixture, arrivalsFixture, shareLinksFixture, summaryOf } from "./fixtures";

const LIST = ADMIN_PROTOCOL_TOURS_PATH;
const ONE = `${ADMIN_PROTOCOL_TOURS_PATH}/:id`;
const STOPS = `${ONE}/stops`;
const VEHICLES = `${ONE}/vehicles`;
const VEHICLE = `${ONE}/vehicles/:vehicle`;
const PEOPLE = `${ONE}/delegates`;
const PERSON = `${ONE}/delegates/:delegate`;
const ARRIVALS = `${ONE}/arrivals`;
const MARK = `${ADMIN_PROTOCOL_DELEGATES_PATH}/:delegate/:mark`;
const LINKS = adminShareLinksPath(":id");
const LINK = `${adminShareLinksPath(":id")}/:link`;

const tourNotFound = () => apiError(404, "NOT_FOUND", PROTOCOL_MESSAGES.tourNotFound);
const NOW = "2026-12-01T09:10:00+09:00";

async function parsed<S extends z.ZodType>(request: Request, schema: S, writes: unknown[]) {
  const body: unknown = await request.json();
  writes.push(body);
  await delay(20);
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data };
  const issues = result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
  return {
    error: apiError(400, "VALIDATION_ERROR", issues[0]?.message ?? "", { field: issues[0]?.field, issues }),
  };
}

export type AdminApiOptions = {
  tours?: readonly AdminTour[];
  people?: readonly Delegate[];
  links?: readonly ShareLink[];
};

/**
 * The operators' protocol API as the server answers it, remembering every write: tours (list, one, new, saved),
 * stops, vehicles, people, the arrivals board with its marks (409 handing over someone not met), share links.
 */
export function protocolAdminApi(options: AdminApiOptions = {}) {
  let tours = (options.tours ?? adminToursFixture).map((row) => structuredClone(row));
  let people = (options.people ?? arrivalsFixture).map((row) => structuredClone(row));
  let links = (options.links ?? shareLinksFixture).map((row) => structuredClone(row));
  const writes: unknown[] = [];
  const find = (id: unknown) => tours.find((tour) => tour.id === Number(id));
  const replace = (tour: AdminTour) => {
    tours = tours.map((each) => (each.id === tour.id ? tour : each));
    return ok(tour);
  };
  const mark = (id: number, name: string, on: boolean) => {
    const person = people.find((each) => each.id === id);
    if (!person) return apiError(404, "NOT_FOUND", PROTOCOL_MESSAGES.delegateNotFound);
    if (name === "handed-over" && on && !person.met_at) return apiError(409, "NOT_MET", PROTOCOL_MESSAGES.notArrived);
    const next =
      name === "met" ? { ...person, met_at: on ? NOW : null } : { ...person, handed_over_at: on ? NOW : null };
    people = people.map((each) => (each.id === id ? next : each));
    return ok(next);
  };
  return {
    writes,
    handlers: [
      http.get(LIST, ({ request }) => {
        const lang = new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en";
        return ok(tours.map((tour) => summaryOf(tour, lang)));
      }),
      http.post(LIST, async ({ request }) => {
        const body = await parsed(request, TourBodySchema, writes);
        if (body.error) return body.error;
        const made: AdminTour = {
          ...body.data,
          id: Math.max(0, ...tours.map((tour) => tour.id)) + 1,
          stops: [],
          vehicles: [],
          window: { state: "before", opens_at: body.data.starts_at, closes_at: body.data.ends_at },
          updated_at: NOW,
        };
        tours = [...tours, made];
        return ok(made, {}, 201);
      }),
      http.get(ARRIVALS, ({ params }) => (find(params.id) ? ok(people) : tourNotFound())),
      http.get(LINKS, ({ params }) => (find(params.id) ? ok(links) : tourNotFound())),
      http.post(LINKS, async ({ request }) => {
        const body = await parsed(request, ShareLinkBodySchema, writes);
        if (body.error) return body.error;
        const link: ShareLink = {
          id: Math.max(0, ...links.map((each) => each.id)) + 1,
          label: body.data.label,
          expires_at: body.data.expires_at,
          created_at: NOW,
          revoked_at: null,
          url: "https://protocol.example/protocol/vehicle/share/tk_3f9a2c7d1e5b4a6c",
        };
        links = [link, ...links];
        return ok(link, {}, 201);
      }),
      http.delete(LINK, ({ params }) => {
        links = links.map((each) => (each.id === Number(params.link) ? { ...each, revoked_at: NOW } : each));
        return ok({ id: Number(params.link) });
      }),
      http.post(MARK, ({ params }) => mark(Number(params.delegate), String(params.mark), true)),
      http.delete(MARK, ({ params }) => mark(Number(params.delegate), String(params.mark), false)),
      http.put(STOPS, async ({ params, request }) => {
        const tour = find(params.id);
        const body = await parsed(request, StopsBodySchema, writes);
        if (body.error) return body.error;
        return tour ? replace({ ...tour, stops: body.data.stops, updated_at: NOW }) : tourNotFound();
      }),
      http.post(VEHICLES, async ({ params, request }) => {
        const tour = find(params.id);
        const body = await parsed(request, VehicleBodySchema, writes);
        if (body.error) return body.error;
        if (!tour) return tourNotFound();
        if (body.data.driver_account_id === 999)
          return apiError(400, "VALIDATION_ERROR", PROTOCOL_MESSAGES.driverNotFound, { field: "driver_account_id" });
        const id = Math.max(0, ...tour.vehicles.map((each) => each.id)) + 1;
        const vehicle = { id, ...body.data, driver_name: null, trip: "idle" as const };
        return replace({ ...tour, vehicles: [...tour.vehicles, vehicle], updated_at: NOW });
      }),
      http.put(VEHICLE, async ({ params, request }) => {
        const tour = find(params.id);
        const body = await parsed(request, VehicleBodySchema, writes);
        if (body.error) return body.error;
        if (!tour) return tourNotFound();
        const vehicles = tour.vehicles.map((each) =>
          each.id === Number(params.vehicle) ? { ...each, ...body.data } : each,
        );
        return replace({ ...tour, vehicles, updated_at: NOW });
      }),
      http.delete(VEHICLE, ({ params }) => {
        const tour = find(params.id);
        if (!tour) return tourNotFound();
        return replace({
          ...tour,
          vehicles: tour.vehicles.filter((each) => each.id !== Number(params.vehicle)),
          updated_at: NOW,
        });
      }),
      http.post(PEOPLE, async ({ request }) => {
        const body = await parsed(request, DelegateBodySchema, writes);
        if (body.error) return body.error;
        if (body.data.email && people.some((each) => each.email === body.data.email))
          return apiError(409, "EMAIL_TAKEN", PROTOCOL_MESSAGES.emailTaken, { field: "email" });
        const person: Delegate = {
          ...arrivalsFixture[2]!,
          id: Math.max(0, ...people.map((each) => each.id)) + 1,
          ...body.data,
          is_me: false,
        };
        people = [...people, person];
        return ok(person, {}, 201);
      }),
      http.put(PERSON, async ({ params, request }) => {
        const body = await parsed(request, DelegateBodySchema, writes);
        if (body.error) return body.error;
        const person = people.find((each) => each.id === Number(params.delegate));
        if (!person) return apiError(404, "NOT_FOUND", PROTOCOL_MESSAGES.delegateNotFound);
        const next = { ...person, ...body.data };
        people = people.map((each) => (each.id === person.id ? next : each));
        return ok(next);
      }),
      http.delete(PERSON, ({ params }) => {
        people = people.filter((each) => each.id !== Number(params.delegate));
        return ok({ id: Number(params.delegate) });
      }),
      http.get(ONE, ({ params }) => {
        const tour = find(params.id);
        return tour ? ok(tour) : tourNotFound();
      }),
      http.put(ONE, async ({ params, request }) => {
        const tour = find(params.id);
        const body = await parsed(request, TourBodySchema, writes);
        if (body.error) return body.error;
        return tour ? replace({ ...tour, ...body.data, updated_at: NOW }) : tourNotFound();
      }),
    ],
  };
}

const reads = [LIST, ONE, ARRIVALS, LINKS];
/** Every read waiting forever: the loading state. */
export const loadingHandlers = reads.map((path) => http.get(path, never));
/** Every read failing: the server is down for a moment. */
export const errorHandlers = reads.map((path) =>
  http.get(path, () => apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.")),
);
/** Every call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = reads.map((path) => http.get(path, () => unauthorized()));
/** A driver's account (403): not an operator. */
export const forbiddenHandlers = reads.map((path) =>
  http.get(path, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
);
