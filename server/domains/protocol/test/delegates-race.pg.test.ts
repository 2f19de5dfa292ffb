import { PROTOCOL_TOURS_PATH } from "@contracts/protocol";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { protocolDelegates } from "../tables";
import { protocolWorld, tourWithPeople } from "./protocol-fixtures";

/**
 * Two saves of one person's flights from the same version at the same moment on PostgreSQL (PGlite runs one
 * statement at a time; delegates.test.ts holds the rule there): the update guarded by the version lets one in, the
 * other is 409 VERSION_CONFLICT with the winner's details, and the version moved by one.
 */
const world = await forTheFile(protocolWorld("delegates-race"));

const flights = (flight: string, version: number) => ({
  arrival_flight: flight,
  arrival_at: "2030-05-01T05:20:00+09:00",
  arrival_terminal: "T2",
  version,
});

describe("two flights saves at one version on PostgreSQL", () => {
  it("keeps exactly one: one 200, one 409 with the winner's details, the version moved by one", async () => {
    const tour = await tourWithPeople(world);
    const path = `${PROTOCOL_TOURS_PATH}/${tour.tourId}/delegates/${tour.delegate.delegate}/flights`;
    for (let round = 0; round < 5; round += 1) {
      const [row] = await world.db.db
        .select({ version: protocolDelegates.version })
        .from(protocolDelegates)
        .where(eq(protocolDelegates.id, tour.delegate.delegate));
      const version = row?.version ?? 0;
      // the coordinator and the person themself, at once
      const answers = await Promise.all([
        call(world.app, "PUT", path, { token: tour.coordinator.token, body: flights(`KE${100 + round}`, version) }),
        call(world.app, "PUT", path, { token: tour.delegate.token, body: flights(`OZ${100 + round}`, version) }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const won = answers.find((res) => res.status === 200);
      const lost = answers.find((res) => res.status === 409);
      const winner = (await body<{ data: { arrival_flight: string; version: number } }>(won as Response)).data;
      const conflict = await body<{ code: string; current: { arrival_flight: string; version: number } }>(
        lost as Response,
      );
      expect(winner.version).toBe(version + 1);
      expect(conflict.code).toBe("VERSION_CONFLICT");
      expect(conflict.current).toMatchObject({ arrival_flight: winner.arrival_flight, version: version + 1 });
      const [stored] = await world.db.db
        .select()
        .from(protocolDelegates)
        .where(eq(protocolDelegates.id, tour.delegate.delegate));
      expect(stored).toMatchObject({ arrivalFlight: winner.arrival_flight, version: version + 1 });
    }
  });
});
