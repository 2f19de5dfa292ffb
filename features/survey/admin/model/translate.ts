/** A key of the `survey-admin` namespace in, the active language's text out (unit tests pass `(key) => key`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
