import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import {
  ADMIN_PASS_VENUES_PATH,
  type AdminVenue,
  VENUE_ADMIN_MESSAGES,
  VenueAdminBodySchema,
} from "@contracts/pass-venues-admin";
import { delay, http } from "msw";
import { venuesFixture } from "./fixtures";

const ONE = `${ADMIN_PASS_VENUES_PATH}/:id`;
const PUBLISH = `${ADMIN_PASS_VENUES_PATH}/:id/publish`;
const UNPUBLISH = `${ADMIN_PASS_VENUES_PATH}/:id/unpublish`;

const notFound = () => apiError(404, "NOT_FOUND", VENUE_ADMIN_MESSAGES.notFound);

/**
 * The operators' venues API as the server answers it, remembering every write: the list by published state, in
 * order and paged; one venue; a new one or an edit (400 naming the field, 409 naming `slug` for a taken slug); publish
 * and unpublish.
 */
export function venuesAdminApi(options: { venues?: readonly AdminVenue[] } = {}) {
  let venues = (options.venues ?? venuesFixture).map((row) => structuredClone(row));
  const writes = { saved: [] as unknown[], published: [] as { id: number; published: boolean }[] };
  const find = (id: number) => venues.find((row) => row.id === id);
  const write = async (request: Request, id: number | null) => {
    const body: unknown = await request.json();
    writes.saved.push(body);
    await delay(20);
    const parsed = VenueAdminBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
      return apiError(400, "VALIDATION_ERROR", `${issues[0]?.field}: ${issues[0]?.message}`, {
        field: issues[0]?.field,
        issues,
      });
    }
    if (venues.some((row) => row.slug === parsed.data.slug && row.id !== id))
      return apiError(409, "SLUG_TAKEN", VENUE_ADMIN_MESSAGES.slugTaken, { field: "slug" });
    const at = "2026-05-15T10:00:00+09:00";
    if (id === null) {
      const made: AdminVenue = {
        ...parsed.data,
        id: Math.max(0, ...venues.map((row) => row.id)) + 1,
        created_at: at,
        updated_at: at,
      };
      venues = [...venues, made];
      return ok(made, {}, 201);
    }
    const row = find(id);
    if (!row) return notFound();
    const saved = { ...row, ...parsed.data, updated_at: at };
    venues = venues.map((each) => (each.id === id ? saved : each));
    return ok(saved);
  };
  const flip = (id: number, published: boolean) => {
    writes.published.push({ id, published });
    const row = find(id);
    if (!row) return notFound();
    const flipped = { ...row, published };
    venues = venues.map((each) => (each.id === id ? flipped : each));
    return ok(flipped);
  };
  return {
    writes,
    handlers: [
      http.get(ADMIN_PASS_VENUES_PATH, ({ request }) => {
        const url = new URL(request.url);
        const published = url.searchParams.get("published");
        const rows = venues
          .filter((row) => published === null || String(row.published) === published)
          .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
        return paged(rows, url);
      }),
      http.post(ADMIN_PASS_VENUES_PATH, ({ request }) => write(request, null)),
      http.post(PUBLISH, ({ params }) => flip(Number(params.id), true)),
      http.post(UNPUBLISH, ({ params }) => flip(Number(params.id), false)),
      http.get(ONE, ({ params }) => {
        const row = find(Number(params.id));
        return row ? ok(row) : notFound();
      }),
      http.put(ONE, ({ params, request }) => write(request, Number(params.id))),
    ],
  };
}

const reads = [ADMIN_PASS_VENUES_PATH, ONE];
/** No venue yet. */
export const emptyVenuesApi = () => venuesAdminApi({ venues: [] });
/** Every read waiting forever: the loading state. */
export const loadingHandlers = reads.map((path) => http.get(path, never));
/** Every read failing: the server is down for a moment. */
export const errorHandlers = reads.map((path) =>
  http.get(path, () => apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.")),
);
/** Every operator call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = [
  ...reads.map((path) => http.get(path, () => unauthorized())),
  http.post(ADMIN_PASS_VENUES_PATH, () => unauthorized()),
  http.put(ONE, () => unauthorized()),
];
/** Every operator call answering 403: a scan-only staff account (a partner venue's). */
export const forbiddenHandlers = reads.map((path) =>
  http.get(path, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
);
