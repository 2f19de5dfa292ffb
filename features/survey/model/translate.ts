/** A key of the `survey` namespace in, the active language's text out (unit tests pass a stand-in). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
