/** Whether a driver error is a foreign key violation (23503), however deeply drizzle wrapped it. */
export function foreignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === "23503") return true;
    current = cause;
  }
  return false;
}
