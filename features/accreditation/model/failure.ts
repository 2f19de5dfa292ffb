import { HttpError } from "@lib/http/client";
import { failureHelpers, type ServerFailure } from "@lib/http/server-failure";
import { translateMessage } from "./messages";
import { PROFILE_FIELDS, type ProfileField, formFieldOf } from "./profile-form";
import type { Translate } from "@lib/i18n/feature-text";

export type { ServerFailure } from "@lib/http/server-failure";
export const { failureText, serverFailure } = failureHelpers(translateMessage);

/**
 * A refused profile: the server names fields as it stores them (`documents.1`, `languages.0`); each goes beside the
 * form's field of that name, the rest above the form.
 */
export function profileServerFailure(error: unknown, t: Translate): ServerFailure<ProfileField> {
  if (!(error instanceof HttpError)) return serverFailure(error, PROFILE_FIELDS, t);
  const issues =
    error.issues.length > 0 ? error.issues : error.field ? [{ field: error.field, message: error.message }] : [];
  const named = new HttpError({
    status: error.status,
    code: error.code,
    message: error.message,
    issues: issues.map((issue) => ({ ...issue, field: formFieldOf(issue.field) })),
  });
  return serverFailure(named, PROFILE_FIELDS, t);
}
