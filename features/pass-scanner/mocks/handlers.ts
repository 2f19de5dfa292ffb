import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import { PASS_API_MESSAGES, type PassScanBody, type PassScanner } from "@contracts/passes";
import { passTokenIn } from "@contracts/pass-rules";
import { HttpResponse, delay, http } from "msw";
import { SCANNER_PATH, SCAN_PATH } from "../api/paths";
import { PARTNER_SCANNER, PASSES, answerOf } from "./fixtures";

export type PassScannerApiOptions = {
  /** Who is signed in: partner staff of the palace (the default) or an operator. */
  scanner?: PassScanner;
  /** How a scan answers: the pass's answer, the network gone, or never. */
  scan?: "answer" | "network" | "never";
};

/**
 * The scanner's API as the contract has it: who scans where, and a scan answered per pass at the partner's venue
 * (or the venue an operator names; one the request does not name is refused, naming the field). The scans asked
 * are kept for the play functions.
 */
export function passScannerApi(options: PassScannerApiOptions = {}) {
  const scanner = options.scanner ?? PARTNER_SCANNER;
  const scans: PassScanBody[] = [];
  return {
    scans,
    /** Nothing asked this time: a story's `beforeEach`, so a rerun starts afresh. */
    reset: () => {
      scans.length = 0;
    },
    handlers: [
      http.get(SCANNER_PATH, () => ok(scanner)),
      http.post(SCAN_PATH, async ({ request }) => {
        const body = (await request.json()) as PassScanBody;
        scans.push(body);
        if (options.scan === "network") return HttpResponse.error();
        if (options.scan === "never") return never();
        await delay(40);
        // a partner's venue is the account's, whatever the request names
        const venue =
          scanner.role === "partner" ? scanner.venues[0] : scanner.venues.find((entry) => entry.id === body.venue_id);
        if (!venue) return apiError(400, "VALIDATION_ERROR", PASS_API_MESSAGES.venueRequired, { field: "venue_id" });
        const token = passTokenIn(body.scanned);
        return ok(answerOf(PASSES.find((entry) => entry.token === token) ?? null, venue, body.nonce));
      }),
    ],
  };
}

export const scannerHandlers = {
  loading: http.get(SCANNER_PATH, never),
  error: http.get(SCANNER_PATH, () =>
    apiError(500, "INTERNAL_ERROR", "The pass service is resting. Try again in a minute."),
  ),
  network: http.get(SCANNER_PATH, () => HttpResponse.error()),
  /** An account that may not scan passes (a summit gate account). */
  forbidden: http.get(SCANNER_PATH, () => apiError(403, "FORBIDDEN", PASS_API_MESSAGES.notPartnerStaff)),
  noVenue: http.get(SCANNER_PATH, () => ok({ role: "partner", venues: [] })),
};

/** Every call answers 401: the staff member's session has ended. */
export const unauthorizedHandlers = [http.get(SCANNER_PATH, unauthorized), http.post(SCAN_PATH, unauthorized)];

/** The server fails a scan: it says so in red and the scanner goes on. */
export const failingScan = http.post(SCAN_PATH, () => apiError(500, "INTERNAL_ERROR", "The pass service is resting."));
