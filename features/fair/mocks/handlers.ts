import { nationalityHandlers } from "@blocks/countries";
import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import { PRODUCT_TIME_ZONE } from "@lib/format/format";
import { type ConferenceSession, type FairEdition, MICE_MESSAGES, type VisitorRegistration } from "@contracts/mice";
import { delay, http } from "msw";
import { CONFERENCE_PATH, EDITION_PATH, MY_VISITOR_PATH } from "../api/paths";
import {
  closedEditionFixture,
  editionFixture,
  editionKoFixture,
  registrationFixture,
  sessionsFixture,
} from "./fixtures";

const langOf = (request: Request) => (new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en");

/** The edition as the server answers it: in the asked language, or `edition` as given in both. */
export const editionHandler = (edition?: FairEdition) =>
  http.get(EDITION_PATH, ({ request }) =>
    ok(edition ?? (langOf(request) === "ko" ? editionKoFixture : editionFixture)),
  );

/** The programme in the asked language (or `sessions` as given), with its zone and the edition's days. */
export const conferenceHandler = (sessions?: ConferenceSession[], days = editionFixture.days) =>
  http.get(CONFERENCE_PATH, ({ request }) =>
    ok(sessions ?? sessionsFixture(langOf(request)), { time_zone: PRODUCT_TIME_ZONE, days }),
  );

const failure = () => apiError(500, "INTERNAL_ERROR", "The fair's service is resting.");

/** A first answer that fails and every later one `answer`'s: a retry that works. */
function failsOnce(path: string, answer: (request: Request) => Response) {
  let failed = false;
  return http.get(path, ({ request }) => {
    if (failed) return answer(request);
    failed = true;
    return failure();
  });
}

export const editionHandlers = {
  loading: http.get(EDITION_PATH, never),
  error: http.get(EDITION_PATH, failure),
  failsOnce: () => failsOnce(EDITION_PATH, () => ok(editionFixture)),
};

export const conferenceHandlers = {
  loading: http.get(CONFERENCE_PATH, never),
  error: http.get(CONFERENCE_PATH, failure),
  empty: conferenceHandler([]),
  failsOnce: () =>
    failsOnce(CONFERENCE_PATH, () =>
      ok(sessionsFixture("en"), { time_zone: PRODUCT_TIME_ZONE, days: editionFixture.days }),
    ),
};

export type VisitorApiOptions = {
  /** The visitor's registration at the start (null: not registered yet). */
  registration?: VisitorRegistration | null;
  edition?: FairEdition;
  /** How the server answers the registration: field issues (400), or one of its 409s. */
  refuse?: { field: string; message: string }[] | "ALREADY_REGISTERED" | "REGISTRATION_CLOSED";
  /** What a successful registration stores (the mock builds none from the form). */
  registersAs?: VisitorRegistration;
};

/**
 * The visitor's own calls as the server answers them: the edition, the registration (or none) and registering
 * (once), with the country list the form reads. Every body sent is remembered; `reset` (a story's `beforeEach`)
 * puts everything back as it was, so a story that registers can run again.
 */
export function visitorApi(options: VisitorApiOptions = {}) {
  let registration = options.registration ?? null;
  let edition = options.edition;
  const sent: unknown[] = [];
  return {
    sent,
    reset: () => {
      registration = options.registration ?? null;
      edition = options.edition;
      sent.length = 0;
    },
    handlers: [
      nationalityHandlers.success,
      http.get(EDITION_PATH, ({ request }) =>
        ok(edition ?? (langOf(request) === "ko" ? editionKoFixture : editionFixture)),
      ),
      http.get(MY_VISITOR_PATH, () => ok(registration)),
      http.post(MY_VISITOR_PATH, async ({ request }) => {
        sent.push(await request.json());
        await delay(100);
        const refusal = options.refuse;
        if (refusal === "ALREADY_REGISTERED") {
          registration = options.registersAs ?? registrationFixture;
          return apiError(409, "ALREADY_REGISTERED", MICE_MESSAGES.alreadyRegistered);
        }
        if (refusal === "REGISTRATION_CLOSED") {
          // the deadline passed while the form was open: the edition says so from now on
          edition = closedEditionFixture;
          return apiError(409, "REGISTRATION_CLOSED", MICE_MESSAGES.registrationClosed);
        }
        if (refusal) {
          const [first] = refusal;
          return apiError(400, "VALIDATION_ERROR", `${first?.field}: ${first?.message}`, {
            field: first?.field,
            issues: refusal,
          });
        }
        registration = options.registersAs ?? registrationFixture;
        return ok(registration, {}, 201);
      }),
    ],
  };
}

export const myRegistrationHandlers = {
  loading: http.get(MY_VISITOR_PATH, never),
  error: http.get(MY_VISITOR_PATH, failure),
  unauthorized: http.get(MY_VISITOR_PATH, unauthorized),
  notVisitor: http.get(MY_VISITOR_PATH, () => apiError(403, "NOT_VISITOR", MICE_MESSAGES.notVisitor)),
};
