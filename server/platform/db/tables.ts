import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per seed step that has run, so a step never runs twice and never overwrites later edits. */
export const seedState = pgTable("seed_state", {
  step: text("step").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which server process last ran each scheduled job, so several processes do not run it at once. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastResult: jsonb("last_result").$type<Record<string, unknown>>(),
});
