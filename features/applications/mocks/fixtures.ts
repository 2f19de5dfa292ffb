import {
  EDU_STATUSES,
  type EduApplication,
  type EduApplicationSummary,
  type EduForm,
  type EduProgramme,
  type EduStatus,
  type EduTimelineEntry,
} from "@contracts/applications";

/** The stories' sign-in: any token stands for the travel member (the mocked API does not check it). */
export const STORY_TOKEN = "story-travel-token";

// the stories' "now" is 2026-05-15 10:00 in Korea (.storybook/fixed-date.ts)

export const openProgramme: EduProgramme = {
  id: 3,
  code: "SEOUL-EDU-2026-B",
  year: 2026,
  title: "Seoul Education Trip 2026, second group",
  summary: "Ten days at a Seoul partner school with hands-on classes, cultural visits and a homestay weekend.",
  destination: "Seoul, Korea",
  trip_start: "2026-08-10",
  trip_end: "2026-08-19",
  opens_at: "2026-05-01T09:00:00+09:00",
  closes_at: "2026-06-15T18:00:00+09:00",
  window: "open",
  capacity: 20,
  seats_left: 14,
  details_deadline: "2026-07-20",
  report_due: "2026-09-19",
};

export const upcomingProgramme: EduProgramme = {
  ...openProgramme,
  id: 4,
  code: "SEOUL-EDU-2026-C",
  title: "Seoul Education Trip 2026, third group",
  trip_start: "2026-10-12",
  trip_end: "2026-10-21",
  opens_at: "2026-06-01T09:00:00+09:00",
  closes_at: "2026-07-15T18:00:00+09:00",
  window: "upcoming",
  seats_left: 20,
};

/** Back a week ago: reports due in six days. */
export const dueProgramme: EduProgramme = {
  ...openProgramme,
  id: 2,
  code: "SEOUL-EDU-2026-A",
  title: "Seoul Education Trip 2026, first group",
  summary: "A week of science and culture classes with Seoul students.",
  trip_start: "2026-05-01",
  trip_end: "2026-05-08",
  opens_at: "2026-01-05T09:00:00+09:00",
  closes_at: "2026-02-20T18:00:00+09:00",
  window: "closed",
  capacity: 15,
  seats_left: 0,
  details_deadline: "2026-04-10",
  report_due: "2026-05-21",
};

/** Back two months ago: reports overdue. */
export const overdueProgramme: EduProgramme = {
  ...dueProgramme,
  id: 1,
  code: "SEOUL-EDU-2025-B",
  year: 2025,
  title: "Seoul Education Trip 2025, second group",
  trip_start: "2026-03-02",
  trip_end: "2026-03-09",
  opens_at: "2025-10-01T09:00:00+09:00",
  closes_at: "2025-11-20T18:00:00+09:00",
  details_deadline: "2026-02-10",
  report_due: "2026-04-10",
};

export const programmes: EduProgramme[] = [upcomingProgramme, openProgramme, dueProgramme, overdueProgramme];

/** Nothing given yet: a new draft. */
export const emptyForm: EduForm = {
  applicant_name: null,
  email: null,
  mobile: null,
  birth_date: null,
  nationality: null,
  passport_number: null,
  passport_expiry: null,
  dietary_restriction: null,
  departure_airport: null,
  departure_at: null,
  arrival_airport: null,
  arrival_at: null,
  visa_status: null,
  bank_name: null,
  bank_account_holder: null,
  bank_account_number: null,
  motivation: null,
  agree_terms: false,
  agree_privacy: false,
  agree_third_party: false,
  agree_age14: false,
};

/** The personal step given: a draft that resumes on the travel step. */
export const halfForm: EduForm = {
  ...emptyForm,
  applicant_name: "Emma Park",
  email: "emma.park@example.com",
  mobile: "12025550143",
  birth_date: "2008-04-02",
  nationality: "US",
  passport_number: "M12345678",
  passport_expiry: "2030-01-31",
};

export const fullForm: EduForm = {
  ...halfForm,
  departure_airport: "JFK",
  departure_at: "2026-08-09T11:00:00+09:00",
  arrival_airport: "ICN",
  arrival_at: "2026-08-10T15:30:00+09:00",
  visa_status: "not_required",
  dietary_restriction: "Vegetarian",
  bank_name: "Chase",
  bank_account_holder: "Emma Park",
  bank_account_number: "1234-5678-9012",
  motivation: "I want to learn Korean with students my age and bring what I learn back to my school's robotics club.",
  agree_terms: true,
  agree_privacy: true,
  agree_third_party: true,
  agree_age14: true,
};

export const idDocument = {
  id: 91,
  kind: "id_document" as const,
  name: "passport-photo-page.pdf",
  mime: "application/pdf",
  size: 182_400,
  url: "/api/v1/edu/applications/31/files/91",
  uploaded_at: "2026-05-10T14:02:00+09:00",
};

const step = (at: string, from: EduStatus | null, to: EduStatus, actor: EduTimelineEntry["actor"], message = "") => ({
  at,
  from,
  to,
  actor,
  message,
});

const MESSAGES: Partial<Record<EduStatus, string>> = {
  info_requested: "Please upload a clearer scan of your passport photo page.",
  approved: "Congratulations! Please complete your pre-departure details.",
  rejected: "Thank you for applying. We could not offer you a place this time.",
  waitlisted: "You are on the waiting list; we will write as soon as a seat is free.",
  completed: "Thank you for your report and for taking part.",
};

const PATHS: Record<EduStatus, EduStatus[]> = {
  draft: ["draft"],
  submitted: ["draft", "submitted"],
  under_review: ["draft", "submitted", "under_review"],
  info_requested: ["draft", "submitted", "under_review", "info_requested"],
  approved: ["draft", "submitted", "under_review", "approved"],
  rejected: ["draft", "submitted", "under_review", "rejected"],
  waitlisted: ["draft", "submitted", "under_review", "waitlisted"],
  withdrawn: ["draft", "submitted", "withdrawn"],
  completed: ["draft", "submitted", "under_review", "approved", "completed"],
};

/** An application in `status`, with its timeline and what the member may do, as the server answers it. */
export function storyApplication(
  status: EduStatus,
  overrides: Partial<EduApplication> & { programme?: EduProgramme } = {},
): EduApplication {
  const programme = overrides.programme ?? openProgramme;
  const path = PATHS[status];
  const timeline = path.map((to, index) =>
    step(
      `2026-05-${String(8 + index).padStart(2, "0")}T1${index}:00:00+09:00`,
      index === 0 ? null : (path[index - 1] ?? null),
      to,
      to === "draft" || to === "submitted" || to === "withdrawn" ? "applicant" : "operator",
      MESSAGES[to] ?? "",
    ),
  );
  const seated = status === "approved" || status === "completed";
  const reportSubmitted = status === "completed";
  const today = "2026-05-15";
  const reportState = !seated
    ? null
    : reportSubmitted
      ? "submitted"
      : today <= programme.trip_end
        ? "not_due"
        : today <= programme.report_due
          ? "due"
          : "overdue";
  const decided = ["approved", "rejected", "waitlisted", "completed"].includes(status);
  const application: EduApplication = {
    id: 31,
    programme,
    status,
    version: path.length + 1,
    applicant_name: status === "draft" ? halfForm.applicant_name : fullForm.applicant_name,
    email: fullForm.email,
    passport_number_masked: "••••5678",
    report: reportState,
    created_at: "2026-05-08T10:00:00+09:00",
    updated_at: timeline.at(-1)?.at ?? "2026-05-08T10:00:00+09:00",
    submitted_at: status === "draft" ? null : "2026-05-09T11:00:00+09:00",
    decided_at: decided ? (timeline.at(-1)?.at ?? null) : null,
    form: status === "draft" ? halfForm : fullForm,
    id_document: status === "draft" ? null : idDocument,
    timeline,
    report_detail: reportState
      ? {
          state: reportState,
          due: programme.report_due,
          text: reportSubmitted ? "We visited two partner schools and built a robot together." : null,
          submitted_at: reportSubmitted ? "2026-05-12T09:30:00+09:00" : null,
          files: [],
        }
      : null,
    latest_message: MESSAGES[status] ?? "",
    can: {
      edit: status === "draft" || status === "info_requested",
      submit: status === "draft" || status === "info_requested",
      withdraw: ["draft", "submitted", "under_review", "info_requested", "waitlisted"].includes(status),
      edit_pre_departure: status === "approved" && today <= programme.details_deadline,
      submit_report: seated && !reportSubmitted && today > programme.trip_end,
    },
    ...overrides,
  };
  return application;
}

/** The list row of an application. */
export function summaryOf(application: EduApplication): EduApplicationSummary {
  const {
    programme,
    form: _form,
    id_document: _id,
    timeline: _t,
    report_detail: _r,
    latest_message: _m,
    can: _c,
    ...rest
  } = application;
  return {
    ...rest,
    programme: {
      id: programme.id,
      code: programme.code,
      year: programme.year,
      title: programme.title,
      trip_start: programme.trip_start,
      trip_end: programme.trip_end,
    },
  };
}

/** One member with an application in every place the overview cares about. */
export const myApplications: EduApplicationSummary[] = [
  summaryOf(storyApplication("info_requested", { id: 31 })),
  summaryOf(storyApplication("approved", { id: 22, programme: dueProgramme })),
  summaryOf(storyApplication("approved", { id: 12, programme: overdueProgramme })),
];

/** Every status once, in the contract's order (ids from 40), for the list. */
export const everyStatusApplications = (): EduApplication[] =>
  EDU_STATUSES.map((status, index) => storyApplication(status, { id: 40 + index }));

/** The same as the list's rows. */
export const everyStatus: EduApplicationSummary[] = everyStatusApplications().map(summaryOf);
