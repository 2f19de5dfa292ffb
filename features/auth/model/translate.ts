/**
 * What the model needs of i18next: a key of the `auth` namespace in, the active language's text out. Schemas and
 * error mapping take it as a parameter so they stay pure (unit tests pass `(key) => key`).
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
