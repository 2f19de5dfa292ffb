import { nationalityHandlers } from "@blocks/countries";
import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import {
  EDU_MESSAGES,
  EDU_TRANSITION_MESSAGES,
  type EduApplication,
  type EduDraftBody,
  type EduProgramme,
} from "@contracts/applications";
import { delay, http } from "msw";
import { APPLICATIONS_PATH, PROGRAMMES_PATH } from "../api/paths";
import { programmes as allProgrammes, emptyForm, storyApplication, summaryOf } from "./fixtures";

export type EduApiOptions = {
  /** The member's applications at the start (none: a new applicant). */
  applications?: EduApplication[];
  programmes?: EduProgramme[];
  /**
   * Another device saves first: the first save (of the draft or of the pre-departure details) answers 409
   * VERSION_CONFLICT and the application moves on with these values.
   */
  conflictOnFirstSave?: Partial<EduApplication["form"]>;
  /** Submit answers 400 with these issues (the server's own checks). */
  submitIssues?: { field: string; message: string }[];
};

/**
 * The applicant's API as the server answers it, in memory: drafts created and saved at their version, the
 * identity document, submit, withdraw, pre-departure details and the report. Every save body is remembered.
 */
export function eduApi(options: EduApiOptions = {}) {
  const programmes = options.programmes ?? allProgrammes;
  const store = new Map<number, EduApplication>((options.applications ?? []).map((a) => [a.id, a]));
  const saves: EduDraftBody[] = [];
  let conflictPending = options.conflictOnFirstSave;
  const find = (params: { id?: string | readonly string[] }) => store.get(Number(params.id));
  const missing = () => apiError(404, "NOT_FOUND", EDU_MESSAGES.notFound);
  const put = (application: EduApplication) => {
    store.set(application.id, application);
    return ok(application);
  };
  const bump = (application: EduApplication, changes: Partial<EduApplication>) => ({
    ...application,
    ...changes,
    version: application.version + 1,
    updated_at: "2026-05-15T10:00:00+09:00",
  });

  /** The application after the other device's save, when one is still to come (the first save meets it). */
  const anotherDeviceFirst = (application: EduApplication) => {
    if (!conflictPending) return application;
    const moved = bump(application, { form: { ...application.form, ...conflictPending } });
    store.set(application.id, moved);
    conflictPending = undefined;
    return moved;
  };

  return {
    saves,
    store,
    handlers: [
      nationalityHandlers.success,
      http.get(PROGRAMMES_PATH, () => ok(programmes)),
      http.get(APPLICATIONS_PATH, () => ok([...store.values()].map(summaryOf))),
      http.post(APPLICATIONS_PATH, async ({ request }) => {
        const body = (await request.json()) as { programme_id: number };
        const programme = programmes.find((p) => p.id === body.programme_id);
        if (!programme) return apiError(404, "NOT_FOUND", EDU_MESSAGES.programmeNotFound);
        const created = storyApplication("draft", {
          id: 77,
          programme,
          version: 1,
          form: emptyForm,
          applicant_name: null,
          timeline: [{ at: "2026-05-15T10:00:00+09:00", from: null, to: "draft", actor: "applicant", message: "" }],
        });
        store.set(created.id, created);
        return ok(created, {}, 201);
      }),
      http.get(`${APPLICATIONS_PATH}/:id`, ({ params }) => {
        const application = find(params);
        return application ? ok(application) : missing();
      }),
      http.put(`${APPLICATIONS_PATH}/:id`, async ({ params, request }) => {
        const application = find(params);
        if (!application) return missing();
        const body = (await request.json()) as EduDraftBody;
        saves.push(body);
        await delay(50);
        const current = anotherDeviceFirst(application);
        if (body.version !== current.version) {
          return apiError(409, "VERSION_CONFLICT", EDU_MESSAGES.versionConflict, { field: "version", current });
        }
        const { version: _version, ...fields } = body;
        const form = { ...current.form };
        for (const [key, value] of Object.entries(fields)) {
          if (value !== undefined) (form as Record<string, unknown>)[key] = value;
        }
        return put(bump(current, { form, applicant_name: form.applicant_name }));
      }),
      http.post(`${APPLICATIONS_PATH}/:id/id-document`, async ({ params, request }) => {
        const application = find(params);
        if (!application) return missing();
        const file = (await request.formData()).get("file");
        return put(
          bump(application, {
            id_document: {
              id: 92,
              kind: "id_document",
              name: file instanceof File ? file.name : "passport.pdf",
              mime: file instanceof File ? file.type : "application/pdf",
              size: file instanceof File ? file.size : 2048,
              url: `${APPLICATIONS_PATH}/${application.id}/files/92`,
              uploaded_at: "2026-05-15T10:00:00+09:00",
            },
          }),
        );
      }),
      http.post(`${APPLICATIONS_PATH}/:id/submit`, async ({ params }) => {
        const application = find(params);
        if (!application) return missing();
        await delay(50);
        const issues = options.submitIssues;
        if (issues && issues.length > 0) {
          return apiError(400, "VALIDATION_ERROR", `${issues[0]?.field}: ${issues[0]?.message}`, {
            field: issues[0]?.field,
            issues,
          });
        }
        const done = storyApplication("submitted", { id: application.id, programme: application.programme });
        return put({ ...done, form: application.form, version: application.version + 1 });
      }),
      http.post(`${APPLICATIONS_PATH}/:id/withdraw`, ({ params }) => {
        const application = find(params);
        if (!application) return missing();
        if (!application.can.withdraw) {
          return apiError(409, "INVALID_TRANSITION", EDU_TRANSITION_MESSAGES[application.status], { field: "status" });
        }
        return put(storyApplication("withdrawn", { id: application.id, programme: application.programme }));
      }),
      http.put(`${APPLICATIONS_PATH}/:id/pre-departure`, async ({ params, request }) => {
        const application = find(params);
        if (!application) return missing();
        const body = (await request.json()) as Record<string, unknown>;
        const current = anotherDeviceFirst(application);
        if (body.version !== current.version) {
          return apiError(409, "VERSION_CONFLICT", EDU_MESSAGES.versionConflict, { field: "version", current });
        }
        const { version: _version, ...fields } = body;
        return put(bump(current, { form: { ...current.form, ...fields } }));
      }),
      http.post(`${APPLICATIONS_PATH}/:id/report`, async ({ params, request }) => {
        const application = find(params);
        if (!application?.report_detail) return missing();
        const text = (await request.formData()).get("text");
        return put(
          bump(application, {
            report: "submitted",
            report_detail: {
              ...application.report_detail,
              state: "submitted",
              text: typeof text === "string" ? text : "",
              submitted_at: "2026-05-15T10:00:00+09:00",
            },
            can: { ...application.can, submit_report: false },
          }),
        );
      }),
    ],
  };
}

/** The list and the overview's failure states. */
export const listHandlers = {
  error: http.get(APPLICATIONS_PATH, () =>
    apiError(500, "INTERNAL_ERROR", "The application desk is closed for a minute."),
  ),
  unauthorized: http.get(APPLICATIONS_PATH, unauthorized),
  loading: http.get(APPLICATIONS_PATH, never),
};

export const detailHandlers = {
  error: http.get(`${APPLICATIONS_PATH}/:id`, () =>
    apiError(500, "INTERNAL_ERROR", "The application desk is closed for a minute."),
  ),
  notFound: http.get(`${APPLICATIONS_PATH}/:id`, () => apiError(404, "NOT_FOUND", EDU_MESSAGES.notFound)),
  loading: http.get(`${APPLICATIONS_PATH}/:id`, never),
};

export const programmeHandlers = {
  error: http.get(PROGRAMMES_PATH, () => apiError(500, "INTERNAL_ERROR", "The programme list is being updated.")),
  loading: http.get(PROGRAMMES_PATH, never),
};
