import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { INQUIRY_MESSAGES, type Inquiry, type QnaQuestion } from "@contracts/inquiries";
import { HttpResponse, http } from "msw";
import { COMMON_PATH } from "../api/inquiry-types";
import { INQUIRIES_PATH } from "../api/list-inquiries";
import { QNA_PATH } from "../api/list-qna";
import { STORY_MEMBER_ID, eduQuestions, inquiries, inquiryTypes, summaryOf } from "./fixtures";

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
  /** One site's list only: a screen that asks without `?site=` (the shop's) finds nothing. */
  onSite: (site: string) =>
    http.get(INQUIRIES_PATH, ({ request }) => {
      const url = new URL(request.url);
      return url.searchParams.get("site") === site
        ? paged(inquiries, url)
        : ok([], { page: 1, per_page: 10, total: 0, total_pages: 0 });
    }),
};

export const detailHandlers = {
  of: (inquiry: Inquiry) => http.get(`${INQUIRIES_PATH}/:id`, () => ok(inquiry)),
  notFound: http.get(`${INQUIRIES_PATH}/:id`, () => apiError(404, "INQUIRY_NOT_FOUND", INQUIRY_MESSAGES.notFound)),
  error: http.get(`${INQUIRIES_PATH}/:id`, () => apiError(500, "INTERNAL_ERROR", "The help desk is being restarted.")),
  unauthorized: http.get(`${INQUIRIES_PATH}/:id`, unauthorized),
};

/** What a new inquiry sent: whose (`?site=`), as what, its fields and its files. */
export type SentInquiry = {
  site: string | null;
  contentType: string;
  fields: Record<string, string>;
  files: string[];
};

/** Answers a new inquiry with id 77 and remembers what was sent (JSON or multipart). */
export function recordingCreate() {
  const sent: SentInquiry[] = [];
  return {
    sent,
    handler: http.post(INQUIRIES_PATH, async ({ request }) => {
      const site = new URL(request.url).searchParams.get("site");
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
        sent.push({ site, contentType: "multipart", fields, files });
      } else {
        sent.push({ site, contentType: "json", fields: (await request.json()) as Record<string, string>, files: [] });
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

const QNA_LIST = `${QNA_PATH}/:site/questions`;
const QNA_DETAIL = `${QNA_LIST}/:id`;

/** A question in the asked language: the type's name is the server's, the asker's words are as they wrote them. */
function inLanguage(question: QnaQuestion, url: URL): QnaQuestion {
  if (url.searchParams.get("lang") !== "ko") return question;
  const type = inquiryTypes.find((code) => code.code === question.type);
  return { ...question, type_name: type?.name_ko ?? question.type_name };
}

/** The public Q&A as the server answers it: newest first, `keyword` searching the subjects, a page at a time. */
export function qnaListHandler(questions: readonly QnaQuestion[] = eduQuestions) {
  return http.get(QNA_LIST, ({ request }) => {
    const url = new URL(request.url);
    const keyword = (url.searchParams.get("keyword") ?? "").toLowerCase();
    const found = questions
      .filter((question) => !keyword || question.subject.toLowerCase().includes(keyword))
      .toSorted((a, b) => b.created_at.localeCompare(a.created_at))
      .map((question) => summaryOf(inLanguage(question, url)));
    return paged(found, url);
  });
}

export const qnaListStates = {
  error: http.get(QNA_LIST, () => apiError(500, "INTERNAL_ERROR", "The Q&A board is being restarted.")),
  loading: http.get(QNA_LIST, never),
};

export const qnaDetailHandlers = {
  /** Any of these questions by its id; any other id is 404, as the server answers it. */
  of: (...questions: QnaQuestion[]) =>
    http.get(QNA_DETAIL, ({ params, request }) => {
      const question = questions.find((q) => q.id === Number(params.id));
      return question
        ? ok(inLanguage(question, new URL(request.url)))
        : apiError(404, "NOT_FOUND", "This question was not found.");
    }),
  notFound: http.get(QNA_DETAIL, () => apiError(404, "NOT_FOUND", "This question was not found.")),
  error: http.get(QNA_DETAIL, () => apiError(500, "INTERNAL_ERROR", "The Q&A board is being restarted.")),
  loading: http.get(QNA_DETAIL, never),
};
