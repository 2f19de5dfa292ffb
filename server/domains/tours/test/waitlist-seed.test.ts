import type { TourCourse } from "@contracts/tours";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call, seededDemoApp } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { SUMMIT_WAITLIST_COURSE, SUMMIT_WAITLIST_EMAILS } from "../seed";
import { productOptions } from "../../catalog/tables";
import { reservationItems, reservations } from "../../reservations/tables";
import { tourDepartures, tourWaitlist } from "../tables";
import { adoptSeededEntries } from "../waitlist-seeded";
import { authConfigFromEnv, paymentConfigFromEnv } from "../../../config";
import { createLogger } from "../../../platform/http/logger";
import { createOutboxMailProvider, listOutbox } from "../../../platform/mail/outbox-mail-provider";
import { createShopContext } from "../../reservations/context";

const { db, app } = await forTheFile(seededDemoApp());

describe("summit-waitlist-v1", () => {
  it("has a full departure with a guest holding an offer and one waiting", async () => {
    const entries = await db.db.select().from(tourWaitlist);
    const offered = entries.find((entry) => entry.email === SUMMIT_WAITLIST_EMAILS.offered);
    const waiting = entries.find((entry) => entry.email === SUMMIT_WAITLIST_EMAILS.waiting);
    expect(offered).toMatchObject({ status: "offered", heldSeats: 2 });
    expect(waiting).toMatchObject({ status: "waiting", heldSeats: 0, departureId: offered?.departureId });
    const course = await body<{ data: TourCourse }>(
      await call(app, "GET", `/api/v1/tours/courses/${SUMMIT_WAITLIST_COURSE}`),
    );
    const departure = course.data.departures.find((each) => each.id === offered?.departureId);
    expect(departure).toMatchObject({ state: "full", seats_left: 0 });
    const [row] = await db.db
      .select()
      .from(tourWaitlist)
      .where(eq(tourWaitlist.id, offered?.id ?? 0));
    expect(row?.offerExpiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it("counts every summit departure's places as its live bookings plus the seats its offers hold", async () => {
    const booked = await db.db
      .select({
        optionId: reservationItems.productOptionId,
        n: sql<number>`sum(${reservationItems.quantity}) filter (where ${reservations.status} <> 'cancelled')::int`,
      })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(eq(reservations.channel, "summit"))
      .groupBy(reservationItems.productOptionId);
    const holds = await db.db
      .select({ departureId: tourWaitlist.departureId, n: sql<number>`sum(${tourWaitlist.heldSeats})::int` })
      .from(tourWaitlist)
      .groupBy(tourWaitlist.departureId);
    const departures = await db.db
      .select({ id: productOptions.id, sold: productOptions.sold })
      .from(tourDepartures)
      .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId));
    expect(departures.length).toBeGreaterThan(10);
    for (const departure of departures) {
      const live = booked.find((row) => row.optionId === departure.id)?.n ?? 0;
      const held = holds.find((row) => row.departureId === departure.id)?.n ?? 0;
      expect(departure.sold, `departure ${departure.id}`).toBe(live + held);
    }
    expect(holds.some((row) => row.n > 0)).toBe(true);
  });
});

describe("the demo's waitlist links", () => {
  it("are signed by the running server's first minute: the offered guest is mailed an offer that opens; once", async () => {
    const deps = {
      shop: createShopContext({
        db: db.db,
        auth: authConfigFromEnv({}),
        payments: paymentConfigFromEnv({}),
        logger: createLogger("silent"),
      }),
      mail: createOutboxMailProvider(db.db),
      origin: "http://travel.example",
    };
    expect(await adoptSeededEntries(deps)).toEqual({ adopted: 2 });
    const [mail] = await listOutbox(db.db, { to: SUMMIT_WAITLIST_EMAILS.offered, limit: 1 });
    const link = /http:\/\/travel\.example\/apec2025\/reservation\?\S*offer=([^\s&"]+)/.exec(mail?.text ?? "");
    expect(link?.[1]).toBeTruthy();
    const offer = await call(app, "POST", "/api/v1/tours/waitlist/offer", {
      body: { token: decodeURIComponent(link?.[1] ?? "") },
    });
    expect(offer.status).toBe(200);
    expect(await body(offer)).toMatchObject({ data: { status: "offered", held_seats: 2 } });
    expect(await listOutbox(db.db, { to: SUMMIT_WAITLIST_EMAILS.waiting, limit: 5 })).toEqual([]);
    // the next minutes find nothing left to sign and mail nobody again
    expect(await adoptSeededEntries(deps)).toEqual({ adopted: 0 });
    expect(await listOutbox(db.db, { to: SUMMIT_WAITLIST_EMAILS.offered, limit: 5 })).toHaveLength(1);
  });
});
