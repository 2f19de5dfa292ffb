import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { MICE_MESSAGES, type VisitorRegistration } from "@contracts/mice";
import { delay, http } from "msw";
import { ADMIN_VISITORS_PATH, BADGE_CHECK_IN_PATTERN } from "../api/paths";
import { visitorsFixture } from "./fixtures";

/** What `q` matches on the server: the name, e-mail, organisation or badge number, in any case. */
const matches = (visitor: VisitorRegistration, q: string) =>
  [visitor.name, visitor.email, visitor.organisation, visitor.badge.number].some((value) =>
    value.toLowerCase().includes(q.toLowerCase()),
  );

export type FairAdminApiOptions = {
  visitors?: readonly VisitorRegistration[];
  /** How long a check-in takes to answer (ms), to see the scan on its way. */
  checkInDelay?: number;
};

/**
 * The operators' API as the server answers it: the registrations (search, paging, newest first as given) and the
 * badge scan, which keeps the first scan's time and answers later scans with `first_scan` false; the scans asked
 * are kept in `scans`.
 */
export function fairAdminApi(options: FairAdminApiOptions = {}) {
  const initial = options.visitors ?? visitorsFixture;
  let visitors = [...initial];
  const scans: string[] = [];
  return {
    scans,
    /** Back to the registrations as given, nobody scanned this time: a story's `beforeEach`, so a rerun starts afresh. */
    reset: () => {
      visitors = [...initial];
      scans.length = 0;
    },
    handlers: [
      http.get(ADMIN_VISITORS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const q = url.searchParams.get("q")?.trim() ?? "";
        return paged(
          visitors.filter((visitor) => !q || matches(visitor, q)),
          url,
        );
      }),
      http.post(BADGE_CHECK_IN_PATTERN, async ({ params }) => {
        const code = String(params.code);
        scans.push(code);
        await delay(options.checkInDelay ?? 20);
        const found = visitors.find((visitor) => visitor.badge.code === code);
        if (!found) return apiError(404, "BADGE_NOT_FOUND", MICE_MESSAGES.badgeNotFound);
        if (found.checked_in_at) return ok({ registration: found, first_scan: false });
        const arrived = { ...found, checked_in_at: new Date().toISOString() };
        visitors = visitors.map((visitor) => (visitor.id === found.id ? arrived : visitor));
        return ok({ registration: arrived, first_scan: true });
      }),
    ],
  };
}

export const visitorsHandlers = {
  empty: http.get(ADMIN_VISITORS_PATH, ({ request }) => paged([], new URL(request.url))),
  loading: http.get(ADMIN_VISITORS_PATH, never),
  error: http.get(ADMIN_VISITORS_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "The registrations are being recounted. Try again in a minute."),
  ),
};

export const checkInHandlers = {
  /** The scan is on its way and stays so. */
  waiting: http.post(BADGE_CHECK_IN_PATTERN, never),
  /** The server is down: the scan says so and the door can go on. */
  error: http.post(BADGE_CHECK_IN_PATTERN, () => apiError(500, "INTERNAL_ERROR", "The entrance service is resting.")),
};

/** Every call answers 401: the operator's session has ended. */
export const unauthorizedHandlers = [
  http.get(ADMIN_VISITORS_PATH, unauthorized),
  http.post(BADGE_CHECK_IN_PATTERN, unauthorized),
];
