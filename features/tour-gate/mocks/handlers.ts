import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import { type CheckInAnswer, ticketTokenIn } from "@contracts/tours";
import { HttpResponse, delay, http } from "msw";
import { CHECK_IN_BATCH_PATH, CHECK_IN_PATH, DEPARTURES_PATH, DEPARTURE_TICKETS_PATTERN } from "../api/paths";
import { tokenHash } from "../model/token-hash";
import { DEPARTURES, type GateTicketFixture, STORY_DAY, TICKETS, passedElsewhere, ticketOf } from "./fixtures";

type Scan = { scanned: string; departure_id: number; nonce: string; scanned_at?: string };

export type GateApiOptions = {
  /**
   * How a single check-in answers: at once; `slow`ly (after `slowMs`, the gate deciding meanwhile); slowly that
   * another gate passed the ticket first (`slowElsewhere`); `network` as with no connection (the gate decides
   * offline); or never.
   */
  checkIn?: "answer" | "slow" | "slowElsewhere" | "network" | "never";
  /** How long a slow check-in takes (ms). */
  slowMs?: number;
  /** How an upload answers: each scan decided, never answered, the network gone, or another gate first. */
  batch?: "answer" | "never" | "network" | "conflict";
};

/**
 * The gate's API as the server answers it: the day's departures, a departure's tickets (token hashes), a scan
 * decided once per ticket (the first passage kept), an upload answered scan by scan; the scans asked are kept.
 */
export function gateApi(options: GateApiOptions = {}) {
  let passed = new Map<string, { at: string; device: string; nonce: string }>();
  const scans: string[] = [];
  const nonces: string[] = [];
  const uploads: Scan[][] = [];

  const decide = (scan: Scan, device: string): CheckInAnswer => {
    const token = ticketTokenIn(scan.scanned);
    const fixture = TICKETS.find((entry) => entry.token === token);
    const answer = (result: CheckInAnswer["result"], ticket: GateTicketFixture | null, first = null) => ({
      result,
      nonce: scan.nonce,
      ticket: ticket ? ticketOf(ticket) : null,
      first,
    });
    if (!fixture) return answer("invalid", null);
    if (fixture.departure_id !== scan.departure_id) return answer("wrong_departure", fixture);
    if (!fixture.valid) return answer("invalid", fixture);
    const first = passed.get(fixture.id) ?? (fixture.passed ? { ...fixture.passed, nonce: "" } : null);
    if (first && first.nonce !== scan.nonce)
      return {
        result: "already_used",
        nonce: scan.nonce,
        ticket: { ...ticketOf(fixture), checked_in_at: first.at },
        first: { at: first.at, device: first.device },
      };
    const at = scan.scanned_at ?? new Date().toISOString();
    passed.set(fixture.id, { at, device, nonce: scan.nonce });
    return { result: "valid", nonce: scan.nonce, ticket: { ...ticketOf(fixture), checked_in_at: at }, first: null };
  };

  return {
    scans,
    /** The single check-ins' nonces, in order. */
    nonces,
    uploads,
    /** Nobody passed this time: a story's `beforeEach`, so a rerun starts afresh. */
    reset: () => {
      passed = new Map();
      scans.length = 0;
      nonces.length = 0;
      uploads.length = 0;
    },
    handlers: [
      http.get(DEPARTURES_PATH, ({ request }) => {
        const date = new URL(request.url).searchParams.get("date");
        return ok(date === STORY_DAY ? DEPARTURES : []);
      }),
      http.get(DEPARTURE_TICKETS_PATTERN, async ({ params }) => {
        const id = Number(params.id);
        const departure = DEPARTURES.find((entry) => entry.departure_id === id);
        if (!departure) return apiError(404, "NOT_FOUND", "This departure does not exist.", { field: "id" });
        const tickets = await Promise.all(
          TICKETS.filter((entry) => entry.departure_id === id).map(async (entry) => ({
            id: entry.id,
            token_hash: await tokenHash(entry.token),
            reservation_number: entry.reservation_number,
            holder: entry.holder,
            valid: entry.valid,
            checked_in_at: entry.passed?.at ?? passed.get(entry.id)?.at ?? null,
            checked_in_by: entry.passed?.device ?? passed.get(entry.id)?.device ?? null,
          })),
        );
        return ok({
          departure_id: id,
          course_name: departure.course_name,
          date: departure.date,
          time: departure.time,
          fetched_at: "2026-05-15T00:00:00.000Z",
          tickets,
        });
      }),
      http.post(CHECK_IN_PATH, async ({ request }) => {
        const body = (await request.json()) as Scan & { device: string };
        scans.push(body.scanned);
        nonces.push(body.nonce);
        if (options.checkIn === "network") return HttpResponse.error();
        if (options.checkIn === "never") return never();
        const slow = options.checkIn === "slow" || options.checkIn === "slowElsewhere";
        await delay(slow ? (options.slowMs ?? 1500) : 40);
        const fixture = TICKETS.find((entry) => entry.token === ticketTokenIn(body.scanned));
        if (options.checkIn === "slowElsewhere" && fixture) return ok(passedElsewhere(body.nonce, fixture));
        return ok(decide(body, body.device));
      }),
      http.post(CHECK_IN_BATCH_PATH, async ({ request }) => {
        const body = (await request.json()) as { device: string; scans: Scan[] };
        uploads.push(body.scans);
        if (options.batch === "network") return HttpResponse.error();
        if (options.batch === "never") return never();
        if (options.batch === "conflict")
          return ok(
            body.scans.map((scan) => {
              const fixture = TICKETS.find((entry) => entry.token === ticketTokenIn(scan.scanned));
              return fixture ? passedElsewhere(scan.nonce, fixture) : decide(scan, body.device);
            }),
          );
        return ok(body.scans.map((scan) => decide(scan, body.device)));
      }),
    ],
  };
}

export const departuresHandlers = {
  loading: http.get(DEPARTURES_PATH, never),
  error: http.get(DEPARTURES_PATH, () =>
    apiError(500, "INTERNAL_ERROR", "The departures service is resting. Try again in a minute."),
  ),
};

/** Every call answers 401: the operator's session has ended. */
export const unauthorizedHandlers = [
  http.get(DEPARTURES_PATH, unauthorized),
  http.get(DEPARTURE_TICKETS_PATTERN, unauthorized),
  http.post(CHECK_IN_PATH, unauthorized),
  http.post(CHECK_IN_BATCH_PATH, unauthorized),
];

/** The server fails a scan: it says so in red and the gate goes on. */
export const failingCheckIn = http.post(CHECK_IN_PATH, () =>
  apiError(500, "INTERNAL_ERROR", "The check-in service is resting."),
);
