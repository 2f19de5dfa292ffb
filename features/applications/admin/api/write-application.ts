import {
  type EduAdminApplication,
  EduAdminApplicationSchema,
  type EduBulkResult,
  EduBulkResultSchema,
  type EduDecision,
  type EduNote,
  EduNoteSchema,
} from "@contracts/applications";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import { useSWRConfig } from "swr";
import { z } from "zod";
import { applicationKey } from "./get-application";
import { BULK_DECISIONS_PATH, OPERATOR_AREA, decisionPath, isKeyOf, notesPath } from "./paths";

// The screens say a refusal beside the form, in the page's language, so the transport shows no toast; a 401 still
// clears the session, and the site's guard sends the operator to sign in.

export type DecisionInput = { status: EduDecision; message: string };

/** `POST .../{id}/decision`: the new status and the message mailed to the applicant; 409 when the table refuses. */
export async function decide(id: number, body: DecisionInput, lang: Lang): Promise<EduAdminApplication> {
  const res = await request(decisionPath(id), {
    method: "POST",
    schema: EduAdminApplicationSchema,
    query: { lang },
    body,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** `POST .../{id}/notes`: an internal note. */
export async function addNote(id: number, body: string): Promise<EduNote> {
  const res = await request(notesPath(id), {
    method: "POST",
    schema: EduNoteSchema,
    body: { body },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export type BulkOutcome = { results: EduBulkResult[]; succeeded: number; failed: number };

/** `POST /admin/edu/applications/decisions`: one decision over many, each decided on its own. */
export async function decideMany(ids: readonly number[], body: DecisionInput): Promise<BulkOutcome> {
  const res = await request(BULK_DECISIONS_PATH, {
    method: "POST",
    schema: z.array(EduBulkResultSchema),
    body: { ids, ...body },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  const succeeded = res.data.filter((result) => result.ok).length;
  return { results: res.data, succeeded, failed: res.data.length - succeeded };
}

/**
 * The detail's writes. A decision's answer is the application as it is now: it replaces the cached one (no second
 * read, which would be audited again), and the lists and counts are read again. A note joins the notes in place.
 */
export function useApplicationWrites(id: number, lang: Lang) {
  const { mutate } = useSWRConfig();
  const token = useToken(OPERATOR_AREA);
  const key = applicationKey(token, id, lang);
  return {
    decide: async (input: DecisionInput) => {
      try {
        const decided = await decide(id, input, lang);
        await mutate(key, decided, { revalidate: false });
        return decided;
      } finally {
        void mutate(isKeyOf("applications", "reports", "summary", "member"));
      }
    },
    /** After a refusal the application may have moved meanwhile: read it again so the panel offers what is possible. */
    reload: () => mutate(key),
    addNote: async (body: string) => {
      const note = await addNote(id, body);
      await mutate(
        key,
        (current: EduAdminApplication | undefined) =>
          current ? { ...current, notes: [...current.notes, note] } : current,
        { revalidate: false },
      );
      return note;
    },
  };
}

/** The bulk decision; the lists and counts are read again whatever the outcome. */
export function useBulkDecision() {
  const { mutate } = useSWRConfig();
  return async (ids: readonly number[], input: DecisionInput) => {
    try {
      return await decideMany(ids, input);
    } finally {
      void mutate(isKeyOf("applications", "reports", "summary", "application", "member"));
    }
  };
}
