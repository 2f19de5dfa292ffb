import type { Lang } from "@contracts/settings";
import type { z } from "@hono/zod-openapi";
import type { Doors, Who } from "./doors";
import type { ApiApp } from "./env";
import { type errorResponse, jsonContent } from "./openapi";
import { ok } from "./respond";

// Operations of the same shape in several domains, behind a sign-in: a page of a list, one of the member's own
// rows, and an action on one row (write, edit, decide). The route states what is its own (path, words, schemas,
// the service call); the shape does the rest and documents it the same way every time.

type ErrorAnswer = ReturnType<typeof errorResponse>;

/** What the API reference says of an operation. */
type Described = { path: string; tags: string[]; summary: string; description?: string };

/** One page of rows and its paging, as the list services answer (the rows as `data` or as `rows`). */
type Page = ({ data: unknown } | { rows: unknown }) & { meta: Record<string, unknown> };

type IdParams = z.ZodObject<{ id: z.ZodType<number> }>;
type LangQuery = z.ZodObject<{ lang: z.ZodType<Lang> }>;

/** What an action is given: the caller, the row's id (paths with one), the body (if it takes one) and the language. */
export type ActionInput<B> = { accountId: number; id: number; body: B; lang: Lang };

export type ActionRoute<B extends z.ZodType> = Described & {
  method: "get" | "post" | "put";
  params?: IdParams;
  query: LangQuery;
  body?: { schema: B; required: boolean };
  /** The success: its status, schema and words. */
  status: 200 | 201;
  response: z.ZodType;
  answer: string;
  errors?: { 403?: ErrorAnswer; 404?: ErrorAnswer; 409?: ErrorAnswer };
  act: (input: ActionInput<z.output<B>>) => Promise<unknown>;
};

export type PagedListRoute<Q extends z.ZodObject> = Described & {
  query: Q;
  response: z.ZodType;
  answer: string;
  /** One page; `accountId` is the caller's (a member's own rows). */
  list: (query: z.output<Q>, accountId: number) => Promise<Page>;
};

export type OwnedDetailRoute = Described & {
  /** Whose rows: members' by default. */
  who?: Who;
  params: IdParams;
  query: LangQuery;
  response: z.ZodType;
  answer: string;
  notFound: ErrorAnswer;
  /** Looks only among the caller's rows. */
  read: (accountId: number, id: number, lang: Lang) => Promise<unknown>;
};

/**
 * The request's checked inputs. The shapes are generic over the routes' schemas, which the framework's types cannot
 * follow; the door's validators have checked every input against those schemas before the handler runs.
 */
type Checked = { valid: (target: "param" | "query" | "json") => unknown };

const described = (route: Described) => ({
  path: route.path,
  tags: route.tags,
  summary: route.summary,
  ...(route.description === undefined ? {} : { description: route.description }),
});

export function routeShapes(app: ApiApp, doors: Doors) {
  /** An action on one row, or a new one, answering it in the page's language: `{ data }` with its status. */
  function action<B extends z.ZodType = z.ZodUndefined>(who: Who, route: ActionRoute<B>) {
    const { params, query, body } = route;
    app.openapi(
      doors.signedIn(who, {
        method: route.method,
        ...described(route),
        request: {
          ...(params && { params }),
          query,
          ...(body && { body: { content: { "application/json": { schema: body.schema } }, required: body.required } }),
        },
        responses: { [route.status]: jsonContent(route.response, route.answer), ...route.errors },
      }),
      async (c) => {
        const req = c.req as unknown as Checked;
        const input = {
          accountId: c.get("principal").accountId,
          id: params ? (req.valid("param") as { id: number }).id : 0,
          body: (body ? req.valid("json") : undefined) as z.output<B>,
          lang: (req.valid("query") as { lang: Lang }).lang,
        };
        return c.json(ok(await route.act(input)), route.status);
      },
    );
  }

  return {
    action,

    /**
     * One page of a list: a member's own rows or, for operators, everyone's with the query's filters. Answers
     * `{ data, meta }`, the paging in meta.
     */
    pagedList<Q extends z.ZodObject>(who: Who, route: PagedListRoute<Q>) {
      app.openapi(
        doors.signedIn(who, {
          method: "get",
          ...described(route),
          request: { query: route.query },
          responses: { 200: jsonContent(route.response, route.answer) },
        }),
        async (c) => {
          const query = (c.req as unknown as Checked).valid("query") as z.output<Q>;
          const page = await route.list(query, c.get("principal").accountId);
          return c.json(ok("rows" in page ? page.rows : page.data, page.meta), 200);
        },
      );
    },

    /** One of the member's own rows: another member's answers the same 404 as one that does not exist. */
    ownedDetail(route: OwnedDetailRoute) {
      const { read, notFound, who = "member", ...rest } = route;
      action(who, {
        ...rest,
        method: "get",
        status: 200,
        errors: { 404: notFound },
        act: ({ accountId, id, lang }) => read(accountId, id, lang),
      });
    },
  };
}
