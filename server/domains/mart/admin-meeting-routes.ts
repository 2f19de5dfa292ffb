import { envelopeSchema } from "@contracts/envelope";
import {
  AdminMeetingListQuerySchema,
  AdminMeetingListResponseSchema,
  AdminMeetingRecordListResponseSchema,
  MatchBodySchema,
  MeetingFairQuerySchema,
  MeetingLangQuerySchema,
  MeetingParamsSchema,
  MeetingResponseSchema,
  RECORDS_CSV_FILE_NAME,
  SetStatusBodySchema,
  SlotListResponseSchema,
  SlotParamsSchema,
  SlotResponseSchema,
  WriteSlotBodySchema,
} from "@contracts/meetings";
import { z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { listAllMeetings, matchMeeting, meetingAnswer, setMeetingStatus } from "./meetings";
import { adminRecordList, allRecords, recordsCsv } from "./records";
import { createSlot, deleteSlot, slotsOfYear, toSlot, updateSlot } from "./slots";
import type { AppContext } from "../../platform/context";

const slotNotFound = errorResponse("404 SLOT_NOT_FOUND");
const slotWriteBody = {
  content: { "application/json": { schema: WriteSlotBodySchema } },
  required: true,
} as const;
const DeletedResponseSchema = envelopeSchema(z.object({ id: z.number().int() }));
const CsvSchema = z.string().openapi({ type: "string", format: "binary" });

/**
 * Operators' side of the mart's meetings (admin token): the slots, matching a buyer and a seller, any status
 * change (a booked target still held to the booking rule), the whole grid, and the on-site records (JSON and CSV).
 * Calls answering meetings name the companies in `lang`; the CSV carries both names.
 */
export function registerAdminMartMeetingRoutes(app: ApiApp, { db, now, doors }: AppContext): void {
  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/mart/slots",
      tags: ["admin"],
      summary: "Every meeting slot of the fair's current edition (`?fair=`, the mart's by default), by day and time",
      request: { query: MeetingFairQuerySchema },
      responses: { 200: jsonContent(SlotListResponseSchema, "The slots, closed ones included") },
    }),
    async (c) => c.json(ok((await slotsOfYear(db, c.req.valid("query").fair)).map(toSlot)), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/mart/slots",
      tags: ["admin"],
      summary: "Create a meeting slot (Korea time)",
      request: { query: MeetingFairQuerySchema, body: slotWriteBody },
      responses: {
        201: jsonContent(SlotResponseSchema, "The new slot"),
        409: errorResponse("409 SLOT_EXISTS (field start_time): a slot already starts then on that day"),
      },
    }),
    async (c) => c.json(ok(toSlot(await createSlot(db, c.req.valid("json"), now(), c.req.valid("query").fair))), 201),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: "/api/v1/admin/mart/slots/{id}",
      tags: ["admin"],
      summary: "Change a slot's day, times or active flag",
      description: "Closing a slot (active false) stops new bookings in it; meetings already booked there stay.",
      request: { params: SlotParamsSchema, query: MeetingFairQuerySchema, body: slotWriteBody },
      responses: {
        200: jsonContent(SlotResponseSchema, "The slot"),
        404: slotNotFound,
        409: errorResponse("409 SLOT_EXISTS (field start_time)"),
      },
    }),
    async (c) => {
      const slot = await updateSlot(db, c.req.valid("param").id, c.req.valid("json"), c.req.valid("query").fair);
      return c.json(ok(toSlot(slot)), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "delete",
      path: "/api/v1/admin/mart/slots/{id}",
      tags: ["admin"],
      summary: "Delete a slot that has no meetings",
      request: { params: SlotParamsSchema, query: MeetingFairQuerySchema },
      responses: {
        200: jsonContent(DeletedResponseSchema, "Deleted"),
        404: slotNotFound,
        409: errorResponse("409 SLOT_HAS_MEETINGS: close it instead"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await deleteSlot(db, id, c.req.valid("query").fair);
      return c.json(ok({ id }), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/mart/meetings",
      tags: ["admin"],
      summary: "The whole meeting grid by slot time, with both companies",
      request: { query: AdminMeetingListQuerySchema },
      responses: {
        200: jsonContent(AdminMeetingListResponseSchema, "One page; meta has the paging"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { data, meta } = await listAllMeetings(db, query, query.fair);
      return c.json(ok(data, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/mart/meetings",
      tags: ["admin"],
      summary: "Match a buyer and a seller into a slot (status admin_matching)",
      description:
        "Held to the booking rule in the booking transaction, worded for operators. `booth_no` defaults to the " +
        "seller's booth.",
      request: {
        query: MeetingLangQuerySchema,
        body: { content: { "application/json": { schema: MatchBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(MeetingResponseSchema, "The matched meeting"),
        400: errorResponse(
          "400 VALIDATION_ERROR, or SAME_ROLE (field buyer_id or seller_id): a company of the other side",
        ),
        404: errorResponse("404 COUNTERPART_NOT_FOUND (field buyer_id or seller_id) or SLOT_NOT_FOUND (field slot_id)"),
        409: errorResponse("409 SLOT_INACTIVE, UNAVAILABLE, BUSY or PAIR_BOOKED"),
      },
    }),
    async (c) => {
      const { lang, fair } = c.req.valid("query");
      const id = await matchMeeting(db, c.get("principal").accountId, c.req.valid("json"), now(), fair);
      return c.json(ok(await meetingAnswer(db, id, { kind: "operator", lang })), 201);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: "/api/v1/admin/mart/meetings/{id}/status",
      tags: ["admin"],
      summary: "Set a meeting's status",
      description:
        "Any status but cancel_requested (that is one company's request; operators cancel directly). A booked " +
        "target (confirmed, admin_matching) is held to the booking rule. The same status again only stores the reason.",
      request: {
        params: MeetingParamsSchema,
        query: MeetingLangQuerySchema,
        body: { content: { "application/json": { schema: SetStatusBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(MeetingResponseSchema, "The meeting"),
        404: errorResponse("404 NOT_FOUND"),
        409: errorResponse("409 NOT_ALLOWED (cancel_requested), or SLOT_INACTIVE, UNAVAILABLE, BUSY, PAIR_BOOKED"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await setMeetingStatus(db, c.get("principal").accountId, id, c.req.valid("json"), now());
      return c.json(ok(await meetingAnswer(db, id, { kind: "operator", lang: c.req.valid("query").lang })), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/mart/meeting-records",
      tags: ["admin"],
      summary: "Every filed on-site meeting record with its meeting",
      request: { query: MeetingLangQuerySchema },
      responses: {
        200: jsonContent(AdminMeetingRecordListResponseSchema, "By slot time, meeting and side (buyer first)"),
      },
    }),
    async (c) => {
      const { lang, fair } = c.req.valid("query");
      return c.json(ok(await adminRecordList(db, lang, fair)), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/mart/meeting-records.csv",
      tags: ["admin"],
      summary: "The filed records as CSV (UTF-8 with BOM)",
      request: { query: MeetingFairQuerySchema },
      responses: {
        200: {
          description: `One row per record, header = RECORD_CSV_COLUMNS, sent as ${RECORDS_CSV_FILE_NAME}`,
          content: { "text/csv": { schema: CsvSchema } },
        },
      },
    }),
    async (c) =>
      c.body(recordsCsv(await allRecords(db, c.req.valid("query").fair)), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${RECORDS_CSV_FILE_NAME}"`,
        "Cache-Control": "private, no-store",
      }),
  );
}
