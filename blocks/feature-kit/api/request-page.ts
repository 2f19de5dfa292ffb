import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import { z } from "zod";
import { type RequestOptions, request } from "@lib/http/client";

/** One page of a paged list: its rows and the server's paging (`meta`). */
export type Page<Row> = { rows: Row[]; meta: PageMeta };

/** The paging a list answered; a list answered without it is one page holding everything. */
export function pageMetaOf(meta: unknown, count: number, perPage?: unknown): PageMeta {
  const parsed = PageMetaSchema.safeParse(meta);
  if (parsed.success) return parsed.data;
  return { page: 1, per_page: typeof perPage === "number" ? perPage : count || 1, total: count, total_pages: 1 };
}

export type PageRequestOptions<Row> = Omit<RequestOptions<z.ZodType<Row[]>>, "schema"> & {
  /** The schema of one row; the page's rows are checked against it. */
  row: z.ZodType<Row>;
};

/** `GET` one page of a paged list: the rows checked by `row`, and the paging the server answered. */
export async function requestPage<Row>(path: string, { row, ...options }: PageRequestOptions<Row>): Promise<Page<Row>> {
  const res = await request(path, { ...options, schema: z.array(row) });
  return { rows: res.data, meta: pageMetaOf(res.meta, res.data.length, options.query?.per_page) };
}
