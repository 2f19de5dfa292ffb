import type { Area } from "@lib/session/areas";
import { clearArea, setToken } from "@lib/session/session-store";

/**
 * A story's `beforeEach`: someone signed in to `area` with `token` while the story runs, signed out after it
 * (and `after`, when given, tidies what else the story leaves behind).
 */
export function signedInStory(area: Area, token: string, after?: () => void) {
  return () => {
    setToken(area, token);
    return () => {
      clearArea(area);
      after?.();
    };
  };
}
