import {
  EDU_STATUSES,
  EDU_TRANSITIONS,
  type EduAdminApplication,
  type EduAdminProgramme,
  type EduApplicationSummary,
  type EduAuditEntry,
  type EduForm,
  type EduMember,
  type EduNote,
  type EduProgramme,
  type EduReport,
  type EduStatus,
  type EduSummary,
  type EduTimelineEntry,
} from "@contracts/applications";

/** The token of the operator signed in for the stories. */
export const STORY_ADMIN_TOKEN = "story-edu-admin-token";
export const OPERATOR_NAME = "Programme Office";

const programme = (
  id: number,
  code: string,
  title: string,
  year: number,
  dates: {
    trip: [string, string];
    window: [string, string];
    details: string;
    report: string;
    capacity: number;
    left: number;
  },
): EduProgramme => ({
  id,
  code,
  year,
  title,
  summary: `${title}: a week of school visits and culture in Seoul.`,
  destination: "Seoul",
  trip_start: dates.trip[0],
  trip_end: dates.trip[1],
  opens_at: dates.window[0],
  closes_at: dates.window[1],
  window: id === 1 ? "open" : "closed",
  capacity: dates.capacity,
  seats_left: dates.left,
  details_deadline: dates.details,
  report_due: dates.report,
});

/** The open programme (this summer) and two past groups (a report due, a report overdue), as the demo seed has. */
export const programmesFixture: EduProgramme[] = [
  programme(1, "SUMMER-2026", "Summer Schools in Seoul 2026", 2026, {
    trip: ["2026-07-20", "2026-07-27"],
    window: ["2026-04-01T09:00:00+09:00", "2026-06-01T18:00:00+09:00"],
    details: "2026-07-06",
    report: "2026-08-27",
    capacity: 20,
    left: 18,
  }),
  programme(2, "SPRING-2026-B", "Spring Schools in Seoul 2026, second group", 2026, {
    trip: ["2026-05-03", "2026-05-10"],
    window: ["2026-02-01T09:00:00+09:00", "2026-03-15T18:00:00+09:00"],
    details: "2026-04-20",
    report: "2026-05-21",
    capacity: 12,
    left: 10,
  }),
  programme(3, "WINTER-2025", "Winter Schools in Seoul 2025", 2025, {
    trip: ["2026-02-20", "2026-02-27"],
    window: ["2025-11-01T09:00:00+09:00", "2025-12-15T18:00:00+09:00"],
    details: "2026-02-06",
    report: "2026-03-27",
    capacity: 10,
    left: 9,
  }),
];

const ref = (p: EduProgramme) => ({
  id: p.id,
  code: p.code,
  year: p.year,
  title: p.title,
  trip_start: p.trip_start,
  trip_end: p.trip_end,
});

const form = (name: string, email: string, overrides: Partial<EduForm> = {}): EduForm => ({
  applicant_name: name,
  email,
  mobile: "821012345678",
  birth_date: "2009-03-14",
  nationality: "VN",
  passport_number: "M12345678",
  passport_expiry: "2030-01-31",
  dietary_restriction: "No pork",
  departure_airport: "HAN",
  departure_at: "2026-07-20T01:10:00+09:00",
  arrival_airport: "ICN",
  arrival_at: "2026-07-20T07:40:00+09:00",
  visa_status: "to_apply",
  bank_name: "Vietcombank",
  bank_account_holder: name,
  bank_account_number: "0071-000-123456",
  motivation: "I want to learn how Korean schools teach science, and share what my school does with robotics.",
  agree_terms: true,
  agree_privacy: true,
  agree_third_party: true,
  agree_age14: true,
  ...overrides,
});

/** The steps an application took to reach a status (each with its timeline entry), as the server writes them. */
const PATHS_TO: Record<EduStatus, EduStatus[]> = {
  draft: [],
  submitted: ["submitted"],
  under_review: ["submitted", "under_review"],
  info_requested: ["submitted", "info_requested"],
  approved: ["submitted", "under_review", "approved"],
  rejected: ["submitted", "rejected"],
  waitlisted: ["submitted", "waitlisted"],
  withdrawn: ["submitted", "withdrawn"],
  completed: ["submitted", "approved", "completed"],
};

const MESSAGES: Partial<Record<EduStatus, string>> = {
  info_requested: "Please upload the photo page of your passport again: the current scan is cut off.",
  rejected: "The programme is for students aged 14 to 18.",
};

function timelineTo(status: EduStatus, start: string): EduTimelineEntry[] {
  let from: EduStatus | null = "draft";
  return PATHS_TO[status].map((to, index) => {
    const entry: EduTimelineEntry = {
      at: new Date(new Date(start).getTime() + index * 86_400_000).toISOString(),
      from,
      to,
      actor: to === "submitted" || to === "withdrawn" ? "applicant" : "operator",
      message: MESSAGES[to] ?? "",
    };
    from = to;
    return entry;
  });
}

const file = (
  id: number,
  applicationId: number,
  name: string,
  kind: "id_document" | "report",
  mime = "application/pdf",
) => ({
  id,
  kind,
  name,
  mime,
  size: 482_133,
  url: `/api/v1/admin/edu/applications/${applicationId}/files/${id}`,
  uploaded_at: "2026-04-10T11:20:00.000Z",
});

export type ApplicationSeed = {
  id: number;
  status: EduStatus;
  name: string | null;
  email: string;
  programmeId?: number;
  report?: EduReport | null;
  form?: Partial<EduForm>;
  notes?: EduNote[];
  accountId?: number;
};

/** One application as the operators' detail answers it. */
export function adminApplication(seed: ApplicationSeed): EduAdminApplication {
  const p = programmesFixture.find((candidate) => candidate.id === (seed.programmeId ?? 1)) as EduProgramme;
  const timeline = timelineTo(seed.status, "2026-04-10T02:00:00.000Z");
  const submitted = timeline.find((entry) => entry.to === "submitted");
  const decided = [...timeline].reverse().find((entry) => entry.actor === "operator");
  const filled = form(seed.name ?? "", seed.email, {
    ...(seed.name === null ? { applicant_name: null } : {}),
    ...seed.form,
  });
  const report = seed.report ?? null;
  const audit: EduAuditEntry[] = [
    { at: "2026-05-15T00:59:00.000Z", operator_id: 1, operator: OPERATOR_NAME, action: "read", detail: "detail" },
    ...timeline
      .filter((entry) => entry.actor === "operator")
      .reverse()
      .map((entry) => ({
        at: entry.at,
        operator_id: 1,
        operator: OPERATOR_NAME,
        action: "decision" as const,
        detail: `${entry.from ?? "?"} -> ${entry.to}`,
      })),
  ];
  return {
    id: seed.id,
    programme: p,
    status: seed.status,
    version: timeline.length + 1,
    applicant_name: filled.applicant_name,
    email: filled.email,
    passport_number_masked: filled.passport_number ? `••••${filled.passport_number.slice(-4)}` : null,
    report: report?.state ?? null,
    created_at: "2026-04-09T08:00:00.000Z",
    updated_at: timeline.at(-1)?.at ?? "2026-04-09T08:00:00.000Z",
    submitted_at: submitted?.at ?? null,
    decided_at: decided?.at ?? null,
    form: filled,
    id_document:
      seed.status === "draft" ? null : file(seed.id * 10 + 1, seed.id, "passport-photo-page.pdf", "id_document"),
    timeline,
    report_detail: report,
    latest_message: MESSAGES[seed.status] ?? "",
    can: { edit: false, submit: false, withdraw: false, edit_pre_departure: false, submit_report: false },
    account: { id: seed.accountId ?? 100 + seed.id, name: seed.name ?? "New applicant", email: seed.email, lang: "en" },
    notes: seed.notes ?? [],
    audit,
    next: [...EDU_TRANSITIONS[seed.status].operator],
  };
}

/** A row of the list (the summary of an application). */
export function summaryOf(application: EduAdminApplication): EduApplicationSummary {
  return {
    id: application.id,
    programme: ref(application.programme),
    status: application.status,
    version: application.version,
    applicant_name: application.applicant_name,
    email: application.email,
    passport_number_masked: application.passport_number_masked,
    report: application.report,
    created_at: application.created_at,
    updated_at: application.updated_at,
    submitted_at: application.submitted_at,
    decided_at: application.decided_at,
  };
}

const reportFixture = (
  state: EduReport["state"],
  due: string,
  text: string | null = null,
  applicationId = 0,
): EduReport => ({
  state,
  due,
  text,
  submitted_at: text ? "2026-05-12T06:30:00.000Z" : null,
  files: text ? [file(applicationId * 10 + 5, applicationId, "trip-photos.pdf", "report")] : [],
});

/** Applications in every status, with the demo seed's names, and reports due, overdue and submitted. */
export const applicationsFixture: EduAdminApplication[] = [
  adminApplication({
    id: 101,
    status: "submitted",
    name: "Lee Minji",
    email: "edu.lee@demo.test",
    notes: [
      { id: 1, author: OPERATOR_NAME, body: "School letter received by post.", created_at: "2026-04-12T01:00:00.000Z" },
    ],
  }),
  adminApplication({ id: 102, status: "under_review", name: "Park Jisoo", email: "edu.park@demo.test" }),
  adminApplication({ id: 103, status: "info_requested", name: "Choi Yuna", email: "edu.choi@demo.test" }),
  adminApplication({ id: 104, status: "approved", name: "Jung Hoon", email: "edu.jung@demo.test" }),
  adminApplication({ id: 105, status: "rejected", name: "Kang Dara", email: "edu.kang@demo.test" }),
  adminApplication({ id: 106, status: "waitlisted", name: "Yoon Seo", email: "edu.yoon@demo.test" }),
  adminApplication({ id: 107, status: "withdrawn", name: "Han Bora", email: "edu.han@demo.test" }),
  adminApplication({
    id: 108,
    status: "draft",
    name: null,
    email: "edu.kim@demo.test",
    form: { passport_number: null },
  }),
  adminApplication({
    id: 109,
    status: "approved",
    name: "Lee Minji",
    email: "edu.lee@demo.test",
    programmeId: 2,
    accountId: 201,
    report: reportFixture("due", "2026-05-21"),
  }),
  adminApplication({
    id: 110,
    status: "completed",
    name: "Park Jisoo",
    email: "edu.park@demo.test",
    programmeId: 2,
    accountId: 202,
    report: reportFixture(
      "submitted",
      "2026-05-21",
      "We visited three schools and built a small robot with our Korean partners.",
      110,
    ),
  }),
  adminApplication({
    id: 111,
    status: "approved",
    name: "Choi Yuna",
    email: "edu.choi@demo.test",
    programmeId: 3,
    accountId: 203,
    report: reportFixture("overdue", "2026-03-27"),
  }),
  adminApplication({ id: 112, status: "submitted", name: "Nguyen An", email: "an.nguyen@school.test" }),
];

/** The counts of the operators' home for a list of applications. */
export function summaryFixture(list: readonly EduAdminApplication[] = applicationsFixture): EduSummary {
  const byStatus = Object.fromEntries(
    (Object.keys(EDU_TRANSITIONS) as EduStatus[]).map((status) => [
      status,
      list.filter((a) => a.status === status).length,
    ]),
  ) as Record<EduStatus, number>;
  const reports = { due: 0, overdue: 0, submitted: 0 };
  for (const application of list) {
    const state = application.report;
    if (state === "due" || state === "overdue" || state === "submitted") reports[state] += 1;
  }
  return {
    by_status: byStatus,
    reports,
    programmes: programmesFixture.map((p) => ({
      id: p.id,
      title: p.title,
      capacity: p.capacity,
      seats_left: p.seats_left,
    })),
  };
}

/** Korean titles of the fixture programmes, as operators write them. */
const KOREAN_TITLES: Record<number, string> = {
  1: "2026 서울 여름 학교",
  2: "2026 서울 봄 학교 2기",
  3: "2025 서울 겨울 학교",
};

/**
 * The programmes as operators edit them: the same three, every field in both languages, newest trip first, with
 * their applications counted from `list`.
 */
export function adminProgrammesFixture(
  list: readonly EduAdminApplication[] = applicationsFixture,
): EduAdminProgramme[] {
  return [...programmesFixture]
    .sort((a, b) => b.trip_start.localeCompare(a.trip_start))
    .map((p) => {
      const mine = list.filter((a) => a.programme.id === p.id);
      const applications = Object.fromEntries(
        EDU_STATUSES.map((status) => [status, mine.filter((a) => a.status === status).length]),
      ) as Record<EduStatus, number>;
      const seated = applications.approved + applications.completed;
      return {
        id: p.id,
        code: p.code.toLowerCase(),
        year: p.year,
        title_en: p.title,
        title_ko: KOREAN_TITLES[p.id] ?? p.title,
        summary_en: p.summary,
        summary_ko: "서울의 학교를 방문하고 문화를 체험하는 일주일 프로그램입니다.",
        destination_en: p.destination,
        destination_ko: "서울",
        trip_start: p.trip_start,
        trip_end: p.trip_end,
        opens_at: p.opens_at,
        closes_at: p.closes_at,
        window: p.window,
        capacity: p.capacity,
        details_deadline: p.details_deadline,
        report_due: p.report_due,
        applications,
        seated,
        seats_left: Math.max(0, p.capacity - seated),
        updated_at: "2026-03-02T01:00:00.000Z",
      };
    });
}

/** The travel area's members (the applicants), newest first. */
export const membersFixture: EduMember[] = [
  ["Lee Minji", "edu.lee@demo.test", "ko", 2],
  ["Park Jisoo", "edu.park@demo.test", "en", 2],
  ["Choi Yuna", "edu.choi@demo.test", "en", 2],
  ["Jung Hoon", "edu.jung@demo.test", "ko", 1],
  ["Kang Dara", "edu.kang@demo.test", "en", 1],
  ["Nguyen An", "an.nguyen@school.test", "en", 1],
  ["Travel Demo", "travel@demo.test", "en", 0],
].map(([name, email, lang, applications], index) => ({
  id: 301 + index,
  name: name as string,
  email: email as string,
  phone: index % 2 === 0 ? "821055500" + String(index).padStart(2, "0") : null,
  lang: lang as "en" | "ko",
  status: "active",
  created_at: new Date(Date.UTC(2026, 3, 20 - index)).toISOString(),
  applications: applications as number,
}));
