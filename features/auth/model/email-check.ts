/**
 * The e-mail part of sign-up (spec point 5): the address must be found free (duplicate check), then a code is sent
 * to it and confirmed. Both facts belong to one address: a changed address starts over, and an answer that arrives
 * for an address the person has since changed is ignored, so a slow reply can never vouch for the new one.
 */

export type DuplicateStatus = "unchecked" | "checking" | "available" | "taken" | "failed";
export type VerificationStatus = "none" | "sending" | "sent" | "verifying" | "verified" | "invalid";

export type EmailCheckState = {
  /** The address the statuses below are about (trimmed). */
  email: string;
  duplicate: DuplicateStatus;
  verification: VerificationStatus;
  /** The server's words for the last failure (a failed check or send), shown as they came. */
  failure: string | null;
  /** How long the last sent code is valid, in seconds; null until a code is sent. */
  codeLifetimeSeconds: number | null;
};

export type EmailCheckEvent =
  | { type: "emailChanged"; email: string }
  | { type: "checkStarted"; email: string }
  | { type: "checkAnswered"; email: string; available: boolean }
  | { type: "checkFailed"; email: string; message: string }
  | { type: "sendStarted"; email: string }
  | { type: "sendAnswered"; email: string; expiresInSeconds: number }
  | { type: "sendFailed"; email: string; message: string }
  | { type: "verifyStarted"; email: string }
  | { type: "verifyAnswered"; email: string }
  | { type: "verifyFailed"; email: string; message: string | null }
  /** The server refused the code when the form was sent (it lapsed, or was used up, after "verified"). */
  | { type: "codeRejected"; email: string; message: string };

export const initialEmailCheck: EmailCheckState = {
  email: "",
  duplicate: "unchecked",
  verification: "none",
  failure: null,
  codeLifetimeSeconds: null,
};

function fresh(email: string): EmailCheckState {
  return { ...initialEmailCheck, email };
}

export function emailCheckReducer(state: EmailCheckState, event: EmailCheckEvent): EmailCheckState {
  const email = event.email.trim();
  if (event.type === "emailChanged") return email === state.email ? state : fresh(email);
  // an answer about another address than the one in the field now
  if (email !== state.email) return state;
  switch (event.type) {
    case "checkStarted":
      return { ...fresh(email), duplicate: "checking" };
    case "checkAnswered":
      if (state.duplicate !== "checking") return state;
      return { ...state, duplicate: event.available ? "available" : "taken", failure: null };
    case "checkFailed":
      // spec: any other failure of the check counts as a duplicate, with the server's message
      if (state.duplicate !== "checking") return state;
      return { ...state, duplicate: "failed", failure: event.message };
    case "sendStarted":
      if (state.duplicate !== "available" || state.verification === "verified") return state;
      return { ...state, verification: "sending", failure: null };
    case "sendAnswered":
      if (state.verification !== "sending") return state;
      return { ...state, verification: "sent", codeLifetimeSeconds: event.expiresInSeconds };
    case "sendFailed":
      if (state.verification !== "sending") return state;
      return { ...state, verification: "none", failure: event.message };
    case "verifyStarted":
      if (!canVerify(state)) return state;
      return { ...state, verification: "verifying", failure: null };
    case "verifyAnswered":
      if (state.verification !== "verifying") return state;
      return { ...state, verification: "verified", failure: null };
    case "verifyFailed":
      if (state.verification !== "verifying") return state;
      return { ...state, verification: "invalid", failure: event.message };
    case "codeRejected":
      if (state.duplicate !== "available") return state;
      return { ...state, verification: "invalid", failure: event.message };
  }
}

/** The code can be (re)sent once the address is known to be free and is not verified yet. */
export function canSendCode(state: EmailCheckState): boolean {
  return state.duplicate === "available" && state.verification !== "verified" && state.verification !== "sending";
}

export function canVerify(state: EmailCheckState): boolean {
  return state.duplicate === "available" && (state.verification === "sent" || state.verification === "invalid");
}

/** Whether the address passed the duplicate check (the form's `check_duplicate`). */
export function isDuplicateChecked(state: EmailCheckState): boolean {
  return state.duplicate === "available";
}

export function isVerified(state: EmailCheckState): boolean {
  return state.duplicate === "available" && state.verification === "verified";
}
