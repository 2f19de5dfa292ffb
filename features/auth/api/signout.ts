import { OkDataSchema } from "@contracts/auth";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { clearArea } from "@lib/session/session-store";
import { useState } from "react";

export const SIGNOUT_PATH = "/api/v1/auth/signout";

/**
 * Ends the session on the server (its token is revoked there) and in this tab. The tab forgets the token whatever
 * the server answers: a person who asked to leave must not stay signed in because the network failed.
 */
export async function signout(area: Area): Promise<void> {
  try {
    await request(SIGNOUT_PATH, { method: "POST", schema: OkDataSchema, auth: true, area, errorToast: false });
  } catch {
    // already signed out on the server (401) or unreachable: the local sign-out below is what the person asked for
  } finally {
    clearArea(area);
  }
}

/** Sign-out for a button: `signOut()` resolves once this tab is signed out. */
export function useSignOut(area: Area) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await signout(area);
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut, signingOut };
}
