import { hash } from "@node-rs/argon2";
import { addDays, shopToday } from "@contracts/shop-calendar";
import type { EduStatus } from "@contracts/applications";
import { and, eq } from "drizzle-orm";
import { authConfigFromEnv } from "../../config";
import { sealText } from "../../platform/crypto";
import { DEMO_PASSWORD } from "../../platform/db/seed-data";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";
import { keysFromSecret, loadOrCreateSecret } from "../auth/keys";
import { accounts } from "../auth/tables";
import {
  eduApplicationEvents,
  eduApplicationFiles,
  eduApplicationNotes,
  eduApplications,
  eduProgrammes,
} from "./tables";
import { lastFour } from "./view";
import { textColumns } from "../../platform/seed-rows";

/** The demo applicants (travel area, password DEMO_PASSWORD), listed in the README. */
export const EDU_DEMO_APPLICANTS = [
  { email: "edu.kim@demo.test", name: "Kim Min-seo", lang: "ko" },
  { email: "edu.lee@demo.test", name: "Lee Ha-eun", lang: "ko" },
  { email: "edu.park@demo.test", name: "Emma Park", lang: "en" },
  { email: "edu.choi@demo.test", name: "Lucas Choi", lang: "en" },
  { email: "edu.jung@demo.test", name: "Jung Ye-jin", lang: "ko" },
  { email: "edu.kang@demo.test", name: "Noah Kang", lang: "en" },
  { email: "edu.yoon@demo.test", name: "Olivia Yoon", lang: "en" },
  { email: "edu.han@demo.test", name: "Han Seo-jun", lang: "ko" },
] as const;

const DAY_MS = 86_400_000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * The three programmes, relative to the seeding day: next year's first group open now; this year's second group
 * back five days ago (reports due in six days); this year's first group back ten weeks ago (reports overdue).
 * A programme's days: `[years after this one, group, trip's first and last day, applications open and close, capacity,
 * details due, report due]`, days counted from the seeding day.
 */
type ProgrammeDays = readonly [
  yearsOn: 0 | 1,
  group: 1 | 2,
  trip: readonly [first: number, last: number],
  applications: readonly [opens: number, closes: number],
  capacity: number,
  detailsDeadline: number,
  reportDue: number,
];

const PROGRAMMES: readonly { days: ProgrammeDays; summary: readonly [en: string, ko: string] }[] = [
  {
    days: [1, 1, [90, 99], [-10, 30], 20, 60, 120],
    summary: [
      "Ten days at a Seoul partner school with hands-on classes, cultural visits and a homestay weekend.",
      "서울 협력 학교에서 열흘 동안 체험 수업, 문화 탐방, 주말 홈스테이를 함께합니다.",
    ],
  },
  {
    days: [0, 2, [-12, -5], [-120, -60], 15, -30, 6],
    summary: [
      "A week of science and culture classes with Seoul students, museum days and a Han River day.",
      "서울 학생들과 함께하는 과학·문화 수업, 박물관 탐방, 한강 체험 일주일.",
    ],
  },
  {
    days: [0, 1, [-80, -72], [-200, -140], 15, -100, -40],
    summary: [
      "A partner school week and a day at the Seoul Museum of History.",
      "협력 학교 일주일과 서울역사박물관 탐방.",
    ],
  },
];

const GROUPS = { 1: ["A", "first", "1기"], 2: ["B", "second", "2기"] } as const;

function programmes(now: Date) {
  const today = shopToday(now);
  const thisYear = Number(today.slice(0, 4));
  return PROGRAMMES.map(({ days, summary }) => {
    const [yearsOn, group, trip, applications, capacity, detailsDeadline, reportDue] = days;
    const year = thisYear + yearsOn;
    const [letter, groupEn, groupKo] = GROUPS[group];
    return {
      code: `SEOUL-EDU-${year}-${letter}`,
      year,
      titleEn: `Seoul Education Trip ${year}, ${groupEn} group`,
      titleKo: `${year} 서울 교육여행 ${groupKo}`,
      ...textColumns({ summary }),
      destinationEn: "Seoul, Korea",
      destinationKo: "대한민국 서울",
      tripStart: addDays(today, trip[0]),
      tripEnd: addDays(today, trip[1]),
      opensAt: at(now, applications[0]),
      closesAt: at(now, applications[1]),
      capacity,
      detailsDeadline: addDays(today, detailsDeadline),
      reportDue: addDays(today, reportDue),
    };
  });
}

/** A one-page PDF standing in for an identity document or a report file. */
const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** An applicant's uploaded file: the passport scan or the trip report, as a one-page PDF. */
const DEMO_FILES = {
  id_document: ["passport-photo-page.pdf", "passport"],
  report: ["trip-report.pdf", "report"],
} as const;

function pdfFile(applicationId: number, kind: keyof typeof DEMO_FILES, createdAt: Date) {
  const [name, title] = DEMO_FILES[kind];
  const data = demoPdf(title);
  return { applicationId, kind, name, mime: "application/pdf", size: data.byteLength, data, createdAt };
}

type Plan = { who: number; programme: number; status: EduStatus; report?: "submitted" };

/**
 * Every status once in the open programme, reports due (second group) and overdue (first group), submitted reports
 * (completed applications). Applicant index, programme index.
 */
const PLANS: Plan[] = [
  { who: 0, programme: 0, status: "draft" },
  { who: 1, programme: 0, status: "submitted" },
  { who: 2, programme: 0, status: "under_review" },
  { who: 3, programme: 0, status: "info_requested" },
  { who: 4, programme: 0, status: "approved" },
  { who: 5, programme: 0, status: "rejected" },
  { who: 6, programme: 0, status: "waitlisted" },
  { who: 7, programme: 0, status: "withdrawn" },
  { who: 1, programme: 1, status: "approved" },
  { who: 2, programme: 1, status: "completed", report: "submitted" },
  { who: 3, programme: 2, status: "approved" },
  { who: 4, programme: 2, status: "completed", report: "submitted" },
];

/** The path of statuses that leads to each one (for the timeline). */
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

const MESSAGES: Partial<Record<EduStatus, string>> = {
  info_requested: "Please upload a clearer scan of your passport photo page.",
  approved: "Congratulations! Please complete your pre-departure details.",
  rejected: "Thank you for applying. We could not offer you a place this time.",
  waitlisted: "You are on the waiting list; we will write as soon as a seat is free.",
  completed: "Thank you for your report and for taking part.",
};

async function fieldKey(tx: SeedTx): Promise<Uint8Array> {
  const configured = authConfigFromEnv(process.env).secret;
  return keysFromSecret(configured ?? (await loadOrCreateSecret(tx))).fields;
}

export const EDU_SEED_STEPS: SeedStep[] = [
  {
    name: "edu-applications-v1",
    run: async (tx) => {
      const now = new Date();
      const key = await fieldKey(tx);
      const inserted = await tx.insert(eduProgrammes).values(programmes(now)).returning();
      // one hash for every demo applicant (same password): argon2 is slow on purpose
      const passwordHash = await hash(DEMO_PASSWORD);
      const people = await tx
        .insert(accounts)
        .values(
          EDU_DEMO_APPLICANTS.map((person) => ({
            area: "travel" as const,
            email: person.email,
            loginId: person.email,
            name: person.name,
            lang: person.lang,
            passwordHash,
            termsAgreedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: accounts.id, email: accounts.email });
      const [operator] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.area, "admin"), eq(accounts.email, "admin@demo.test")));
      for (const [index, plan] of PLANS.entries()) {
        const person = EDU_DEMO_APPLICANTS[plan.who];
        const account = people.find((row) => row.email === person?.email);
        const programme = inserted[plan.programme];
        if (!person || !account || !programme) continue;
        const started = at(now, plan.programme === 0 ? -8 + index * 0.3 : -150);
        const passport = `M${String(70_000_000 + index * 1_234_567).slice(0, 8)}`;
        const account4 = `110-${300 + index}-${String(456_789 + index).padStart(6, "0")}`;
        const path = PATHS[plan.status];
        const full = plan.status !== "draft";
        const [row] = await tx
          .insert(eduApplications)
          .values({
            programmeId: programme.id,
            accountId: account.id,
            status: plan.status,
            version: path.length,
            applicantName: person.name,
            email: person.email,
            mobile: `8210${String(20_000_000 + index * 111_111).slice(0, 8)}`,
            birthDate: `200${index % 8}-0${(index % 9) + 1}-1${index % 10}`,
            nationality: person.lang === "ko" ? "KR" : "US",
            passportNumberSealed: sealText(key, passport),
            passportLast4: lastFour(passport),
            passportExpiry: addDays(programme.tripEnd, 900),
            dietaryRestriction: index % 3 === 0 ? "Vegetarian" : "",
            departureAirport: full ? (person.lang === "ko" ? "ICN" : "LAX") : null,
            departureAt: full ? new Date(`${programme.tripStart}T01:00:00Z`) : null,
            arrivalAirport: full ? (person.lang === "ko" ? "LAX" : "ICN") : null,
            arrivalAt: full ? new Date(`${programme.tripStart}T12:00:00Z`) : null,
            visaStatus: full ? "not_required" : null,
            bankName: full ? "Shinhan Bank" : null,
            bankAccountHolder: full ? person.name : null,
            bankAccountSealed: full ? sealText(key, account4) : null,
            bankAccountLast4: full ? lastFour(account4) : null,
            motivation: "I would like to learn with Seoul students and share my school's culture.",
            agreeTerms: full,
            agreePrivacy: full,
            agreeThirdParty: full,
            agreeAge14: full,
            latestMessage: MESSAGES[plan.status] ?? "",
            submittedAt: full ? at(started, 1) : null,
            decidedAt: ["approved", "rejected", "waitlisted", "completed", "info_requested"].includes(plan.status)
              ? at(started, 3)
              : null,
            reportText: plan.report ? "Our class visited a partner school and presented our town's history." : null,
            reportSubmittedAt: plan.report ? at(now, -2) : null,
            createdAt: started,
            updatedAt: at(started, path.length),
          })
          .returning({ id: eduApplications.id });
        if (!row) throw new Error("seed: education application was not inserted");
        await tx.insert(eduApplicationEvents).values(
          path.map((status, step) => {
            const byApplicant = step === 0 || status === "submitted" || status === "withdrawn";
            return {
              applicationId: row.id,
              fromStatus: step === 0 ? null : (path[step - 1] ?? null),
              toStatus: status,
              actor: byApplicant ? ("applicant" as const) : ("operator" as const),
              actorId: byApplicant ? account.id : (operator?.id ?? null),
              message: step === path.length - 1 ? (MESSAGES[status] ?? "") : "",
              createdAt: at(started, step),
            };
          }),
        );
        if (full) await tx.insert(eduApplicationFiles).values(pdfFile(row.id, "id_document", at(started, 0.5)));
        if (plan.report) await tx.insert(eduApplicationFiles).values(pdfFile(row.id, "report", at(now, -2)));
        if (operator && plan.status === "under_review") {
          await tx
            .insert(eduApplicationNotes)
            .values({ applicationId: row.id, authorId: operator.id, body: "School letter checked.", createdAt: now });
        }
      }
    },
  },
];
