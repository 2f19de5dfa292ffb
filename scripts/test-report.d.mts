// Types of test-report.mjs, for the unit test that reads it.
export type Counts = { passed: number; failed: number; skipped: number };
export function vitestCounts(report: unknown, code: number): Counts;
export function vitestFailures(report: unknown): string[];
export function playwrightFailures(report: unknown): string[];
export function exitReason(output: string | undefined, code: number): string;
