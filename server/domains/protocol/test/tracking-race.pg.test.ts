import { DRIVE_PATH, PositionsReceiptResponseSchema } from "@contracts/tracking";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { protocolTours, protocolTrackEvents } from "../tables";
import { eventsAfter } from "../tracking-events";
import { trackingWorld } from "./tracking-fixtures";
import { trackingWatchOf } from "../tracking-routes";

/**
 * Twenty vehicles of one tour posting at once on PostgreSQL (PGlite runs one statement at a time, so the race is
 * real only here): every event takes its number under the tour row's lock, so numbers are unique, leave no gap (a
 * resent reading's number is given back) and become visible in their order, and a reader polling `seq > cursor`
 * while the posting goes on misses none.
 */
const world = await forTheFile(trackingWorld());

const VEHICLES = 20;
const ROUNDS = 8;
const PER_CALL = 3;

describe("twenty vehicles posting at once on PostgreSQL", () => {
  it("keeps seq unique and rising in commit order; a polling reader and the hub miss none", async () => {
    const tour = await world.tour();
    const drivers = await Promise.all(
      Array.from({ length: VEHICLES }, async (_, index) => {
        const driver = await world.account("admin", "driver");
        const vehicle = await world.vehicle(tour.id, driver.id, `Car ${index + 1}`);
        return { token: driver.token, vehicle: vehicle.id };
      }),
    );
    for (const { token, vehicle } of drivers) {
      const res = await call(world.app, "POST", `${DRIVE_PATH}/${vehicle}/trip`, {
        token,
        area: "admin",
        body: { action: "start" },
      });
      expect(res.status).toBe(200);
    }

    // a reader with a cursor, polling as fast as it can while the posting goes on
    let posting = true;
    const polled: number[] = [];
    const reader = (async () => {
      let cursor = 0;
      for (;;) {
        const done = !posting;
        const rows = await eventsAfter(world.db.db, tour.id, cursor, 1_000);
        for (const row of rows) {
          // the cursor never passes a number that is still to come: each read starts right after the last
          polled.push(row.seq);
          cursor = row.seq;
        }
        if (done && rows.length === 0) return;
      }
    })();
    // and the other app instance's hub, as its viewers' streams use it
    const heard: number[] = [];
    const hub = trackingWatchOf(world.other)?.hub;
    const subscription = await hub?.subscribe(String(tour.id), (_cursor, rows) =>
      heard.push(...rows.map((row) => row.seq)),
    );
    const from = subscription?.state.seq ?? 0;

    const base = world.clock.now().getTime() - 3_600_000;
    const answers = await Promise.all(
      drivers.map(async ({ token, vehicle }, v) => {
        const receipts = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const at = (i: number) => ({
            lat: 37.5 + v / 1000,
            lng: 127 + round / 1000,
            recorded_at: new Date(base + (round * PER_CALL + i) * 1000).toISOString(),
          });
          // from the second round on, the round before's last reading is sent again (its answer was "lost")
          const positions = [...(round > 0 ? [at(-1)] : []), ...Array.from({ length: PER_CALL }, (_, i) => at(i))];
          const res = await call(world.app, "POST", `${DRIVE_PATH}/${vehicle}/positions`, {
            token,
            area: "admin",
            body: { positions },
          });
          expect(res.status, await res.clone().text()).toBe(200);
          receipts.push(PositionsReceiptResponseSchema.parse(await body(res)).data);
        }
        return receipts;
      }),
    );
    posting = false;
    await reader;

    expect(answers.flat().every((receipt) => receipt.accepted === PER_CALL)).toBe(true);
    expect(answers.flat().reduce((sum, receipt) => sum + receipt.duplicates, 0)).toBe(VEHICLES * (ROUNDS - 1));
    const stored = await world.db.db
      .select({ seq: protocolTrackEvents.seq })
      .from(protocolTrackEvents)
      .where(eq(protocolTrackEvents.tourId, tour.id))
      .orderBy(asc(protocolTrackEvents.seq));
    const total = VEHICLES + VEHICLES * ROUNDS * PER_CALL;
    // unique, with no gap: the resent readings' numbers were given back
    expect(stored.map((row) => row.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const [row] = await world.db.db.select().from(protocolTours).where(eq(protocolTours.id, tour.id));
    expect(row?.eventSeq).toBe(total);
    // the reader saw each number once, in rising order: every one became visible only after all before it
    expect(polled).toEqual(stored.map((event) => event.seq));

    await expect.poll(() => heard.at(-1), { timeout: 3_000 }).toBe(total);
    subscription?.unsubscribe();
    expect(heard).toEqual(stored.map((event) => event.seq).filter((seq) => seq > from));
  }, 60_000);
});
