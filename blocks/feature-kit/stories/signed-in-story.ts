import type { Area } from "@lib/session/areas";
import { forgetAdminMe, lookUpAdminMe } from "@lib/session/admin-me";
import { clearArea, setToken } from "@lib/session/session-store";

/** How long a story's start-up lookup of the operator may take before the screen is shown anyway. */
const LOOKUP_DEADLINE_MS = 3000;

/**
 * A story's `beforeEach`: someone signed in to `area` with `token` while the story runs, signed out after it
 * (and `after`, when given, tidies what else the story leaves behind). An operator's story starts as the site's shell
 * does: the operator (and so the role) is looked up before the screen renders.
 */
export function signedInStory(area: Area, token: string, after?: () => void) {
  return async () => {
    setToken(area, token);
    if (area === "admin") await lookUpAdminMe(token, LOOKUP_DEADLINE_MS);
    return () => {
      clearArea(area);
      forgetAdminMe();
      after?.();
    };
  };
}
