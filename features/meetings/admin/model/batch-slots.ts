import { WriteSlotBodySchema, type WriteSlotBody } from "@contracts/meetings";
import { translateMessage } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

/** Shorter slots leave no time to sit down; the server takes any length, this only guards the batch form. */
export const MIN_STEP_MINUTES = 5;
/** One batch never sends more than this many requests (a typo such as "every 5" over a whole day is caught). */
export const MAX_BATCH_SLOTS = 48;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM", or null for anything else. */
export function toMinutes(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "HH:MM" of minutes since midnight (within one day). */
export function toTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export type SlotTimes = { start_time: string; end_time: string };

export type BatchProblem = "times" | "order" | "step" | "divide" | "tooMany";

export type BatchResult = { ok: true; slots: SlotTimes[] } | { ok: false; problem: BatchProblem };

/**
 * "From 10:00 to 12:00 every 30 minutes" as slots: 10:00-10:30, 10:30-11:00, ... The step must divide the span
 * exactly, so no short slot is left over at the end.
 */
export function batchSlotTimes(start: string, end: string, stepMinutes: number): BatchResult {
  const from = toMinutes(start);
  const to = toMinutes(end);
  if (from === null || to === null) return { ok: false, problem: "times" };
  if (to <= from) return { ok: false, problem: "order" };
  if (!Number.isInteger(stepMinutes) || stepMinutes < MIN_STEP_MINUTES || stepMinutes > to - from) {
    return { ok: false, problem: "step" };
  }
  if ((to - from) % stepMinutes !== 0) return { ok: false, problem: "divide" };
  const count = (to - from) / stepMinutes;
  if (count > MAX_BATCH_SLOTS) return { ok: false, problem: "tooMany" };
  return {
    ok: true,
    slots: Array.from({ length: count }, (_, i) => ({
      start_time: toTime(from + i * stepMinutes),
      end_time: toTime(from + (i + 1) * stepMinutes),
    })),
  };
}

/** What the operator typed in the add form; `step` empty means one slot from start to end. */
export type SlotDraft = { day: string; start_time: string; end_time: string; step: string };
export type SlotField = keyof SlotDraft;
export type SlotIssues = Partial<Record<SlotField, string>>;

export type SlotPlan = { ok: true; bodies: WriteSlotBody[] } | { ok: false; issues: SlotIssues };

/**
 * The slots the add form would create, or why not: the contract's slot rules first (with its own messages, in the
 * page's language), then the batch rules (the step is the form's own field).
 */
export function planSlots(draft: SlotDraft, t: Translate): SlotPlan {
  const single = WriteSlotBodySchema.safeParse({
    day: draft.day,
    start_time: draft.start_time,
    end_time: draft.end_time,
  });
  if (!single.success) {
    const issues: SlotIssues = {};
    for (const issue of single.error.issues) {
      const field = issue.path[0];
      if ((field === "day" || field === "start_time" || field === "end_time") && !issues[field]) {
        issues[field] = translateMessage(issue.message, t);
      }
    }
    return { ok: false, issues };
  }
  const step = draft.step.trim();
  if (step === "") return { ok: true, bodies: [single.data] };
  const minutes = /^\d+$/.test(step) ? Number(step) : Number.NaN;
  const batch = batchSlotTimes(draft.start_time, draft.end_time, minutes);
  if (!batch.ok) {
    // the times already passed the contract's rules: what is left is the step's fault
    const problem = batch.problem === "divide" || batch.problem === "tooMany" ? batch.problem : "step";
    return {
      ok: false,
      issues: { step: t(`slots.form.problems.${problem}`, { min: MIN_STEP_MINUTES, max: MAX_BATCH_SLOTS }) },
    };
  }
  return { ok: true, bodies: batch.slots.map((times) => ({ day: draft.day, ...times, active: true })) };
}
