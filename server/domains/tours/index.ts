import type { Domain } from "../../platform/context";
import { listCourses } from "./courses";
import { registerTourRoutes } from "./routes";
import { registerTicketRoutes } from "./ticket-routes";

/** The summit tours: courses and departures as data, guests' bookings on the shop's reservations (ADR 0027). */
export const toursDomain: Domain = {
  name: "tours",
  register: (app, ctx) => {
    registerTourRoutes(app, ctx);
    registerTicketRoutes(app, ctx);
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
