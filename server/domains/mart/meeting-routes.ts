import { BusinessParamsSchema } from "@contracts/mart";
import {
  MySlotResponseSchema,
  AGENDA_FILE_NAME,
  AvailabilityBodySchema,
  MeetingActionBodySchema,
  MartScheduleResponseSchema,
  MeetingActionParamsSchema,
  MeetingFairQuerySchema,
  MeetingLangQuerySchema,
  MeetingListQuerySchema,
  MeetingListResponseSchema,
  MeetingParamsSchema,
  MeetingRecordBodySchema,
  MeetingRecordResponseSchema,
  MeetingRequestBodySchema,
  MeetingResponseSchema,
  MySlotListResponseSchema,
  OpenSlotListResponseSchema,
  SlotParamsSchema,
} from "@contracts/meetings";
import { shopToday } from "@contracts/shop-calendar";
import type { Fair } from "@contracts/editions";
import { z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { myAgenda } from "./agenda";
import { requireParticipant } from "./company";
import {
  actOnMeeting,
  listMyMeetings,
  myMeeting,
  participantView,
  openSlots,
  type Participant,
  requestMeeting,
} from "./meetings";
import { myRecord, putMyRecord } from "./records";
import { mySlots, setAvailability } from "./slots-availability";
import { martSchedule } from "./slots";
import type { AppContext } from "../../platform/context";

const notParticipant = errorResponse(
  "403 NOT_PARTICIPANT: the company's application for the fair's current edition is not approved",
);
const meetingNotFound = errorResponse("404 NOT_FOUND: no such meeting of my company");
const CalendarSchema = z.string().openapi({ type: "string", format: "binary" });

/**
 * The fairs' meetings for their companies (accreditation token, approved participants only): my slots and
 * availability, the other side's open slots, requests and the answers to them, the on-site record and the agenda.
 * Each call works on the fair its `?fair=` names (the mart's by default; ADR 0026): a meeting of another company,
 * or of the other fair, is 404. Calls answering meetings name the companies in `lang`. Also the one public call,
 * the mart's dates for the site's pages.
 */
export function registerMartMeetingRoutes(app: ApiApp, { db, now, doors }: AppContext): void {
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/mart/schedule",
      tags: ["mart"],
      summary: "When the mart takes place: the days of this year's open meeting slots (public)",
      description:
        "For the site's pages, so they name the days the meetings have: Korea calendar days, ascending; " +
        "`opens_at` and `closes_at` are the first start and the latest end (+09:00). While days are still to " +
        "come, past days are left out. No slot open: no days, null times.",
      responses: { 200: jsonContent(MartScheduleResponseSchema, "The mart's days and hours") },
    }),
    async (c) => c.json(ok(await martSchedule(db, shopToday(now()))), 200),
  );

  /** The caller's company: 409 PROFILE_REQUIRED without a profile, 403 NOT_PARTICIPANT unless approved. */
  async function participant(accountId: number, fair: Fair): Promise<Participant> {
    const company = await requireParticipant(db, accountId, fair);
    return { id: company.id, role: company.role, fair };
  }
  const participantErrors = {
    403: notParticipant,
    409: errorResponse("409 PROFILE_REQUIRED: save the company profile first"),
  } as const;

  app.openapi(
    doors.signedIn("accreditation", {
      method: "get",
      path: "/api/v1/mart/slots",
      tags: ["mart"],
      summary: "Every meeting slot of the fair's current edition with my availability and my booked meeting",
      request: { query: MeetingFairQuerySchema },
      responses: {
        200: jsonContent(MySlotListResponseSchema, "By day and time; `meeting_id` is my booked meeting there"),
        ...participantErrors,
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      return c.json(ok(await mySlots(db, me.id, me.fair)), 200);
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "put",
      path: "/api/v1/mart/slots/{id}/availability",
      tags: ["mart"],
      summary: "Mark one of the slots available or unavailable for my company",
      description:
        "Idempotent. Marking a slot unavailable while my company holds a booked meeting in it is refused (409 " +
        "SLOT_BOOKED): that meeting must be canceled first.",
      request: {
        params: SlotParamsSchema,
        query: MeetingFairQuerySchema,
        body: { content: { "application/json": { schema: AvailabilityBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(MySlotResponseSchema, "The slot as my slot list shows it now"),
        403: notParticipant,
        404: errorResponse("404 SLOT_NOT_FOUND"),
        409: errorResponse("409 SLOT_BOOKED, or PROFILE_REQUIRED"),
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      const slot = await setAvailability(db, me, c.req.valid("param").id, c.req.valid("json").available);
      return c.json(ok(slot), 200);
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "get",
      path: "/api/v1/mart/businesses/{id}/slots",
      tags: ["mart"],
      summary: "The slots in which a request from me to this company could be confirmed now",
      description:
        "`open` is false when the slot has started, is closed, either company marked it unavailable or has a " +
        "booked meeting in it, or the two companies already have a booked meeting. 404 for a company of my own " +
        "side or one not approved for this year.",
      request: { params: BusinessParamsSchema, query: MeetingFairQuerySchema },
      responses: {
        200: jsonContent(OpenSlotListResponseSchema, "Every slot of this year's mart, by day and time"),
        ...participantErrors,
        404: errorResponse("404 COUNTERPART_NOT_FOUND"),
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      return c.json(ok(await openSlots(db, me, c.req.valid("param").id, now())), 200);
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "post",
      path: "/api/v1/mart/meetings",
      tags: ["mart"],
      summary: "Send a meeting schedule request to a company of the other side",
      description:
        "Refused when it could not be confirmed now (409 SLOT_INACTIVE, UNAVAILABLE, BUSY or PAIR_BOOKED, worded " +
        "for the requester), for a slot that has started (409 SLOT_PAST) and when the same request is open " +
        "(409 ALREADY_REQUESTED). `booth_no` defaults to the seller's booth.",
      request: {
        query: MeetingLangQuerySchema,
        body: { content: { "application/json": { schema: MeetingRequestBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(MeetingResponseSchema, "The request (status requested)"),
        400: errorResponse("400 VALIDATION_ERROR, or SAME_ROLE (field counterpart_id): both companies on one side"),
        403: notParticipant,
        404: errorResponse("404 COUNTERPART_NOT_FOUND (field counterpart_id) or SLOT_NOT_FOUND (field slot_id)"),
        409: errorResponse(
          "409 SLOT_INACTIVE, UNAVAILABLE, BUSY, PAIR_BOOKED, SLOT_PAST, ALREADY_REQUESTED or PROFILE_REQUIRED",
        ),
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      const id = await requestMeeting(db, me, c.req.valid("json"), now());
      return c.json(ok(await participantView(db, me, id, c.req.valid("query").lang)), 201);
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "get",
      path: "/api/v1/mart/meetings",
      tags: ["mart"],
      summary: "My company's meetings by slot time",
      request: { query: MeetingListQuerySchema },
      responses: {
        200: jsonContent(MeetingListResponseSchema, "With my side, my actions and whether I filed my record"),
        ...participantErrors,
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      return c.json(ok(await listMyMeetings(db, me, c.req.valid("query"))), 200);
    },
  );

  // Before /meetings/{id}, which would otherwise read "agenda.ics" as an id.
  app.openapi(
    doors.signedIn("accreditation", {
      method: "get",
      path: "/api/v1/mart/meetings/agenda.ics",
      tags: ["mart"],
      summary: "My company's booked meetings as an iCalendar file",
      description: "In English, the companies' names included, unless `lang` asks for Korean.",
      request: { query: MeetingLangQuerySchema },
      responses: {
        200: {
          description: `RFC 5545, times in UTC, sent as the attachment ${AGENDA_FILE_NAME}`,
          content: { "text/calendar": { schema: CalendarSchema } },
        },
        ...participantErrors,
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      const ics = await myAgenda(db, me, now(), c.req.valid("query").lang);
      return c.body(ics, 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${AGENDA_FILE_NAME}"`,
        "Cache-Control": "private, no-store",
      });
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "get",
      path: "/api/v1/mart/meetings/{id}",
      tags: ["mart"],
      summary: "One of my company's meetings",
      request: { params: MeetingParamsSchema, query: MeetingLangQuerySchema },
      responses: {
        200: jsonContent(MeetingResponseSchema, "The meeting"),
        ...participantErrors,
        404: meetingNotFound,
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      return c.json(ok(await myMeeting(db, me, c.req.valid("param").id, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "post",
      path: "/api/v1/mart/meetings/{id}/{action}",
      tags: ["mart"],
      summary: "Answer or change a meeting: confirm, reject, cancel, request_cancel, accept_cancel, decline_cancel",
      description:
        "The receiving company confirms or rejects a request; the requester cancels it; either side asks to " +
        "cancel a booked meeting and the other side accepts (canceled) or declines (booked again). reject and " +
        "request_cancel need a `reason`. Confirming is held to the booking rule in the transaction that books.",
      request: {
        params: MeetingActionParamsSchema,
        query: MeetingLangQuerySchema,
        body: { content: { "application/json": { schema: MeetingActionBodySchema } }, required: false },
      },
      responses: {
        200: jsonContent(MeetingResponseSchema, "The meeting after the action"),
        400: errorResponse("400 VALIDATION_ERROR (field reason when it is required and missing)"),
        403: notParticipant,
        404: meetingNotFound,
        409: errorResponse(
          "409 NOT_ALLOWED, ONLY_COUNTERPART, SLOT_PAST, or the rule's SLOT_INACTIVE, UNAVAILABLE, BUSY, PAIR_BOOKED",
        ),
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      const { id, action } = c.req.valid("param");
      const body = c.req.valid("json") as z.output<typeof MeetingActionBodySchema> | undefined;
      await actOnMeeting(db, me, id, action, body?.reason ?? "", now());
      return c.json(ok(await participantView(db, me, id, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "get",
      path: "/api/v1/mart/meetings/{id}/record",
      tags: ["mart"],
      summary: "My company's on-site record of a meeting (null while not filed)",
      request: { params: MeetingParamsSchema, query: MeetingFairQuerySchema },
      responses: {
        200: jsonContent(MeetingRecordResponseSchema, "The record, or data null"),
        ...participantErrors,
        404: meetingNotFound,
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      return c.json(ok(await myRecord(db, me, c.req.valid("param").id)), 200);
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "put",
      path: "/api/v1/mart/meetings/{id}/record",
      tags: ["mart"],
      summary: "File or correct my company's on-site meeting performance record",
      description:
        "Only for a booked meeting (409 RECORD_NOT_BOOKED) whose slot has started (409 RECORD_TOO_EARLY). A " +
        "meeting that did not take place keeps only its reason and comment.",
      request: {
        params: MeetingParamsSchema,
        query: MeetingFairQuerySchema,
        body: { content: { "application/json": { schema: MeetingRecordBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(MeetingRecordResponseSchema, "The stored record"),
        403: notParticipant,
        404: meetingNotFound,
        409: errorResponse("409 RECORD_NOT_BOOKED, RECORD_TOO_EARLY or PROFILE_REQUIRED"),
      },
    }),
    async (c) => {
      const me = await participant(c.get("principal").accountId, c.req.valid("query").fair);
      const record = await putMyRecord(db, me, c.req.valid("param").id, c.req.valid("json"), now());
      return c.json(ok(record), 200);
    },
  );
}
