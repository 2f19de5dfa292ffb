import {
  JoinWaitlistBodySchema,
  WAITLIST_PATH,
  WaitlistEntryResponseSchema,
  WaitlistOfferResponseSchema,
  WaitlistTokenBodySchema,
} from "@contracts/tours-waitlist";
import { TourLangQuerySchema } from "@contracts/tours";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { mailLinkOrigin } from "../../platform/http/mail-links";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { countSend } from "../auth/accounts";
import { addressOf, throttledResponse } from "../auth/route-parts";
import { langOf } from "../reservations/http";
import { joinWaitlist, leaveWaitlist, offerOf } from "./waitlist";

const tokenRefused = errorResponse("404 TOUR_WAITLIST_TOKEN_INVALID (field token): no entry has this link");

/** The waitlist of a full departure: join (guest or member), an offer's held seats, leaving (ADR 0027). */
export function registerWaitlistRoutes(app: ApiApp, { shop: ctx, doors, mail, auth, clientAddress }: AppContext) {
  app.openapi(
    doors.optional({
      method: "post",
      path: WAITLIST_PATH,
      tags: ["tours"],
      summary: "Join the waitlist of a full departure, as a guest (an e-mail) or as a signed-in shop member",
      description:
        "One entry per e-mail and departure: joining again while waiting answers that entry with 200 and " +
        "`already`. Mails the place in line and a link to leave.",
      request: {
        body: { content: { "application/json": { schema: JoinWaitlistBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(WaitlistEntryResponseSchema, "Already on this departure's waitlist"),
        201: jsonContent(WaitlistEntryResponseSchema, "On the waitlist"),
        409: errorResponse(
          "409 TOUR_DEPARTURE_NOT_FULL (seats left: book it) or TOUR_DEPARTURE_CLOSED (field departure_id)",
        ),
        429: throttledResponse,
      },
    }),
    async (c) => {
      // it mails any address given: counted against the caller's sends, as a sign-up code is
      await countSend(auth, addressOf(clientAddress, c));
      const input = c.req.valid("json");
      const principal = c.get("principal");
      const memberId = principal?.area === "member" ? principal.accountId : null;
      const origin = mailLinkOrigin(c, ctx.auth);
      const { entry, created } = await joinWaitlist({ shop: ctx, mail, origin }, input, memberId);
      return c.json(ok(entry), created ? 201 : 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: `${WAITLIST_PATH}/offer`,
      tags: ["tours"],
      summary: "What a waitlist link opens: the seats held for this guest and until when, or that the offer ended",
      request: {
        query: TourLangQuerySchema,
        body: { content: { "application/json": { schema: WaitlistTokenBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(WaitlistOfferResponseSchema, "The entry and its offer"), 404: tokenRefused },
    }),
    async (c) => {
      const data = await offerOf(ctx, c.req.valid("json").token, langOf(c, c.req.valid("query").lang));
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: `${WAITLIST_PATH}/leave`,
      tags: ["tours"],
      summary: "Leave a departure's waitlist from the mail's link; held seats go back at once",
      request: {
        body: { content: { "application/json": { schema: WaitlistTokenBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(WaitlistEntryResponseSchema, "Off the waitlist (or as it already was)"),
        404: tokenRefused,
      },
    }),
    async (c) => {
      const data = await leaveWaitlist(ctx, c.req.valid("json").token);
      return c.json(ok(data), 200);
    },
  );
}
