/**
 * Stories see one fixed "now" so calendars, relative dates and anything derived from today render the same in
 * every run and every screenshot. Timers are untouched; only `new Date()` and `Date.now()` are pinned.
 */
export const STORY_NOW = new Date("2026-05-15T10:00:00+09:00");

const RealDate = Date;

class FixedDate extends RealDate {
  constructor(...args: [] | ConstructorParameters<DateConstructor>) {
    if (args.length === 0) super(STORY_NOW.getTime());
    else super(...args);
  }

  static override now(): number {
    return STORY_NOW.getTime();
  }
}

export function pinStoryDate(): void {
  if (globalThis.Date !== FixedDate) globalThis.Date = FixedDate as DateConstructor;
}
