import type { Db } from "../db/client";
import type { createRequireAuth } from "../http/auth-middleware";
import type { ApiApp } from "../http/env";
import type { Clock } from "../services/auth/clock";

export type AdminMartMeetingRoutesDeps = { db: Db; now: Clock; requireAuth: ReturnType<typeof createRequireAuth> };

/** Placeholder: replaced by the real routes. */
export function registerAdminMartMeetingRoutes(_app: ApiApp, _deps: AdminMartMeetingRoutesDeps): void {}
