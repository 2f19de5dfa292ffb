import { EDU_REMINDER_DAYS_BEFORE, EDU_SEATED } from "@contracts/applications";
import { addDays } from "@contracts/shop-calendar";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { AuthConfig } from "../../config";
import { startTimedJob, type JobScheduler, type TimedJob } from "../../platform/jobs";
import { accounts } from "../auth/tables";
import type { EduContext } from "./context";
import { applicationPagePath, reminderMail } from "./mail";
import { eduApplications, eduProgrammes } from "./tables";
import { koreaDay } from "./view";

export const EDU_REMINDER_JOB = "edu-report-reminders";

export type ReminderResult = { week_before: number; due_today: number };

/**
 * Mails the report reminders that are due now: a week before the due day (from that Korea day until the due day)
 * and on the due day, each once per application. The sent mark is claimed by a guarded update before the mail goes,
 * so two processes never send the same reminder; an application whose report is in gets none. "Overdue" is not
 * stored: it is derived from the due day wherever it is shown.
 */
export async function runReportReminders(ctx: EduContext, now: Date, origin: string): Promise<ReminderResult> {
  const today = koreaDay(now);
  const weekAhead = addDays(today, EDU_REMINDER_DAYS_BEFORE);
  const candidates = await ctx.db
    .select({
      id: eduApplications.id,
      weekSent: eduApplications.reminderWeekSentAt,
      daySent: eduApplications.reminderDaySentAt,
      due: eduProgrammes.reportDue,
      tripEnd: eduProgrammes.tripEnd,
      titleEn: eduProgrammes.titleEn,
      titleKo: eduProgrammes.titleKo,
      email: accounts.email,
      name: accounts.name,
      lang: accounts.lang,
    })
    .from(eduApplications)
    .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
    .innerJoin(accounts, eq(accounts.id, eduApplications.accountId))
    .where(
      and(
        inArray(eduApplications.status, [...EDU_SEATED]),
        isNull(eduApplications.reportSubmittedAt),
        or(isNull(eduApplications.reminderWeekSentAt), isNull(eduApplications.reminderDaySentAt)),
      ),
    );
  const result: ReminderResult = { week_before: 0, due_today: 0 };
  for (const app of candidates) {
    const onTheDay = app.due === today && app.daySent === null;
    const weekBefore = !onTheDay && app.weekSent === null && app.due > today && app.due <= weekAhead;
    if (!onTheDay && !weekBefore) continue;
    const mark = onTheDay ? { reminderDaySentAt: now } : { reminderWeekSentAt: now };
    const column = onTheDay ? eduApplications.reminderDaySentAt : eduApplications.reminderWeekSentAt;
    const [claimed] = await ctx.db
      .update(eduApplications)
      .set(mark)
      .where(and(eq(eduApplications.id, app.id), isNull(column), isNull(eduApplications.reportSubmittedAt)))
      .returning({ id: eduApplications.id });
    if (!claimed) continue;
    await ctx.mail.send(
      reminderMail(app.lang, {
        to: app.email,
        name: app.name,
        programme: app.lang === "ko" ? app.titleKo : app.titleEn,
        due: app.due,
        today: onTheDay,
        link: `${origin}${applicationPagePath(app.id)}`,
      }),
    );
    if (onTheDay) result.due_today += 1;
    else result.week_before += 1;
  }
  return result;
}

/** Where the reminders' links point when no request is there to ask: the first public origin, else this server. */
export const jobOrigin = (config: AuthConfig) => config.publicOrigins[0] ?? `http://localhost:${config.listen.port}`;

export const reportReminderJob = (ctx: EduContext, origin: string): TimedJob<ReminderResult> => ({
  name: EDU_REMINDER_JOB,
  run: (now) => runReportReminders(ctx, now, origin),
  worthLogging: (result) => result.week_before + result.due_today > 0,
});

/** The reminders every minute (job_runs keeps it to one process a minute). */
export function startReportReminders(ctx: EduContext, config: AuthConfig): JobScheduler {
  return startTimedJob({
    db: ctx.db,
    logger: ctx.logger,
    now: ctx.now,
    job: reportReminderJob(ctx, jobOrigin(config)),
  });
}
