import {
  QnaListQuerySchema,
  QnaListResponseSchema,
  QnaParamsSchema,
  QnaResponseSchema,
  QnaSiteParamsSchema,
} from "@contracts/inquiries";
import { LangSchema } from "@contracts/settings";
import { z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { listQna, readQna } from "./qna";
import type { AppContext } from "../../platform/context";

const LangQuerySchema = z.object({ lang: LangSchema.default("en") });

/**
 * The microsites' public Q&A boards: everyone reads a site's questions and answers, the asker masked and the files
 * left out. Only the sites in PUBLIC_QNA_SITES have one (the shop's contact us is 400 on `site`).
 */
export function registerQnaRoutes(app: ApiApp, { db, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/qna/{site}/questions",
      tags: ["inquiries"],
      summary: "A site's public questions, newest first",
      description: "`keyword` searches the subject. The asker is shown as their first letter and stars.",
      request: { params: QnaSiteParamsSchema, query: QnaListQuerySchema },
      responses: { 200: jsonContent(QnaListResponseSchema, "One page; meta has the paging") },
    }),
    async (c) => {
      const { rows, meta } = await listQna(db, c.req.valid("param").site, c.req.valid("query"));
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/qna/{site}/questions/{id}",
      tags: ["inquiries"],
      summary: "One public question with its answer",
      description: "A question of another site answers 404, as one that does not exist.",
      request: { params: QnaParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(QnaResponseSchema, "The question"),
        404: errorResponse("404 NOT_FOUND: no such question on this site's board"),
      },
    }),
    async (c) => {
      const { site, id } = c.req.valid("param");
      return c.json(ok(await readQna(db, site, id, c.req.valid("query").lang)), 200);
    },
  );
}
