import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { INQUIRY_MESSAGES, type Inquiry } from "@contracts/inquiries";
import { HttpResponse, http } from "msw";
import { COMMON_PATH } from "../api/inquiry-types";
import { INQUIRIES_PATH } from "../api/list-inquiries";
import { STORY_MEMBER_ID, inquiries, inquiryTypes } from "./fixtures";

/** Who is signed in and the inquiry types: what the new-inquiry form reads before it shows. */
export const formSupportHandlers = [
  http.get("/api/v1/auth/isLogin", () => ok({ id: STORY_MEMBER_ID })),
  http.get("/api/v1/members/:id", () =>
    ok({
      id: STORY_MEMBER_ID,
      email: "minji@example.com",
      login_id: "minji@example.com",
      type: "general",
      name: "Minji Kim",
      birthday: null,
      phone: null,
      gender: null,
      nationality: null,
      passport: null,
      company_name: null,
      marketing: false,
      social_type: null,
      points: 0,
      created_at: "2026-01-10T09:00:00+09:00",
    }),
  ),
  http.get(COMMON_PATH, () => ok(inquiryTypes, { type: "inquiry_type", count: inquiryTypes.length })),
];

export const listHandlers = {
  success: http.get(INQUIRIES_PATH, ({ request }) => paged(inquiries, new URL(request.url))),
  empty: http.get(INQUIRIES_PATH, () => ok([], { page: 1, per_page: 10, total: 0, total_pages: 0 })),
  error: http.get(INQUIRIES_PATH, () => apiError(500, "INTERNAL_ERROR", "The help desk is being restarted.")),
  unauthorized: http.get(INQUIRIES_PATH, unauthorized),
  loading: http.get(INQUIRIES_PATH, never),
};

export const detailHandlers = {
  of: (inquiry: Inquiry) => http.get(`${INQUIRIES_PATH}/:id`, () => ok(inquiry)),
  notFound: http.get(`${INQUIRIES_PATH}/:id`, () => apiError(404, "INQUIRY_NOT_FOUND", INQUIRY_MESSAGES.notFound)),
  error: http.get(`${INQUIRIES_PATH}/:id`, () => apiError(500, "INTERNAL_ERROR", "The help desk is being restarted.")),
  unauthorized: http.get(`${INQUIRIES_PATH}/:id`, unauthorized),
};

export type SentInquiry = { contentType: string; fields: Record<string, string>; files: string[] };

/** Answers a new inquiry with id 77 and remembers what was sent (JSON or multipart). */
export function recordingCreate() {
  const sent: SentInquiry[] = [];
  return {
    sent,
    handler: http.post(INQUIRIES_PATH, async ({ request }) => {
      const contentType = request.headers.get("content-type") ?? "";
      if (contentType.startsWith("multipart/form-data")) {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        const files: string[] = [];
        for (const [name, value] of form.entries()) {
          // multipart writes line ends as CRLF (the HTML form encoding): read them back as typed
          if (typeof value === "string") fields[name] = value.replace(/\r\n/g, "\n");
          else files.push(`${name}:${value.name}`);
        }
        sent.push({ contentType: "multipart", fields, files });
      } else {
        sent.push({ contentType: "json", fields: (await request.json()) as Record<string, string>, files: [] });
      }
      const last = sent.at(-1);
      return ok({
        id: 77,
        type: last?.fields.type ?? "other",
        type_name: "Other",
        subject: last?.fields.subject ?? "",
        content: last?.fields.content ?? "",
        status: "open",
        reply: null,
        replied_at: null,
        attachments: [],
        created_at: "2026-05-15T10:00:00+09:00",
      } satisfies Inquiry);
    }),
  };
}

export const createHandlers = {
  /** The server's own checks: an inactive type and a title it refuses, in the contract's words. */
  fieldErrors: http.post(INQUIRIES_PATH, () =>
    apiError(400, "VALIDATION_ERROR", "Validation failed", {
      field: "type",
      issues: [
        { field: "type", message: INQUIRY_MESSAGES.typeUnknown },
        { field: "subject", message: INQUIRY_MESSAGES.subjectRequired },
      ],
    }),
  ),
  serverError: http.post(INQUIRIES_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "The help desk is paused for a minute."),
  ),
};

/** Serves an inquiry's file to its member only (a request without the token gets 404, as on the server). */
export function recordingAttachment(token: string) {
  const authorizations: (string | null)[] = [];
  return {
    authorizations,
    handler: http.get("/api/v1/attachments/:id", ({ request }) => {
      const authorization = request.headers.get("authorization");
      authorizations.push(authorization);
      if (authorization !== `Bearer ${token}`) return apiError(404, "NOT_FOUND", "File not found.");
      return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { "Content-Type": "image/png", "Content-Disposition": 'attachment; filename="card-statement.png"' },
      });
    }),
  };
}
