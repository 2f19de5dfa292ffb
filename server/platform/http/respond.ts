/** The success envelope `{ data, meta }`; `meta` defaults to `{}`. */
export function ok<D, M extends Record<string, unknown> = Record<string, never>>(data: D, meta?: M) {
  return { data, meta: (meta ?? {}) as M };
}
