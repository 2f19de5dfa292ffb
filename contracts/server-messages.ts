/**
 * What the server says for the refusals any call can meet, whatever its domain: English, like every contract
 * message. Constants only (no schema library), so the HTTP layer every first screen loads can read them: a feature
 * that keys none of them still shows them in the page's language (`common:errors.server.*`, lib/http/failure-text.ts).
 */
export const SERVER_MESSAGES = {
  signInRequired: "Please sign in.",
  forbidden: "You do not have access to this.",
  tooManyAttempts: "Too many attempts. Please wait a moment and try again.",
  unavailable: "The service is briefly unavailable. Please try again in a moment.",
  internal: "An internal error occurred. Please try again later.",
} as const;
