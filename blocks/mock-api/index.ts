// The mocked API's answers for stories and tests: the envelope `{ data, meta }` of a success, the `{ message, code,
// field?, issues? }` of a failure, and a call that never answers. Only mocks import this door.
import { HttpResponse, delay } from "msw";

/** A success: the envelope `{ data, meta }`. */
export const ok = (data: unknown, meta: Record<string, unknown> = {}, status = 200) =>
  HttpResponse.json({ data, meta }, { status });

/** A failure as the API words it: `{ message, code }` with its status, plus `field` or `issues` where given. */
export const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ message, code, ...extra }, { status });

/** The 401 of a call without a valid sign-in. */
export const unauthorized = () => apiError(401, "UNAUTHORIZED", "Please sign in.");

/** A call the server never answers: the page stays as it is while it waits. */
export const never = async () => {
  await delay("infinite");
  return HttpResponse.json({});
};

/** One page of `rows` as the list endpoints answer it (`page` and `per_page` of the query), with its meta. */
export const paged = <T>(rows: readonly T[], url: URL, extra: Record<string, unknown> = {}) => {
  const page = Number(url.searchParams.get("page") ?? "1");
  const perPage = Number(url.searchParams.get("per_page") ?? "10");
  return ok(rows.slice((page - 1) * perPage, page * perPage), {
    page,
    per_page: perPage,
    total: rows.length,
    total_pages: Math.ceil(rows.length / perPage),
    ...extra,
  });
};
