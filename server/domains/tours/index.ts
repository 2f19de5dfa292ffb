import type { Domain } from "../../platform/context";
import { registerTourAdminRoutes } from "./admin-routes";
import { listCourses } from "./courses";
import { registerTourRoutes } from "./routes";
import { ticketsMailOnPaid } from "./ticket-mail";
import { registerTicketRoutes } from "./ticket-routes";
import type { TimedJob } from "../../platform/jobs";
import { runDepartureDecisions, TOUR_DECISION_JOB } from "./decision";
import { runWaitlistSweep, TOUR_WAITLIST_JOB, type WaitlistDeps } from "./waitlist";
import { registerWaitlistRoutes } from "./waitlist-routes";
import { adoptSeededEntries, TOUR_WAITLIST_SEEDED_JOB } from "./waitlist-seeded";

/** The summit tours: courses and departures as data, guests' bookings on the shop's reservations (ADR 0027). */
export const toursDomain: Domain = {
  name: "tours",
  register: (app, ctx) => {
    registerTourRoutes(app, ctx);
    registerTicketRoutes(app, ctx);
    registerTourAdminRoutes(app, ctx);
    registerWaitlistRoutes(app, ctx);
    ctx.shop.onPaid.push(ticketsMailOnPaid(ctx));
  },
  // every published course's page
  pages: async ({ db, now }, site) => {
    if (site !== "apec2025") return [];
    const courses = await listCourses(db, { lang: "en", now: now() });
    return courses.map((course) => ({
      path: course.parent_slug ? `/apec2025korea/subcourse/${course.slug}` : `/apec2025korea/detail/${course.slug}`,
    }));
  },
};

/** The tours' timed jobs: the waitlist's offers and lapses, and calling off departures below their minimum. */
export const tourJobs = (deps: WaitlistDeps): TimedJob[] => [
  {
    name: TOUR_WAITLIST_SEEDED_JOB,
    run: () => adoptSeededEntries(deps),
    worthLogging: (result) => Number(result.adopted) > 0,
  },
  {
    name: TOUR_WAITLIST_JOB,
    run: (now) => runWaitlistSweep(deps, now),
    worthLogging: (result) => Number(result.lapsed) + Number(result.offered) > 0,
  },
  {
    name: TOUR_DECISION_JOB,
    run: (now) => runDepartureDecisions(deps, now),
    worthLogging: (result) => Number(result.called_off) + Number(result.refund_failed) > 0,
  },
];
