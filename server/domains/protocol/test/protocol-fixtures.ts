import type { TourBody, TourContent } from "@contracts/protocol";
import type { LatLng } from "@contracts/tracking";
import type { Db } from "../../../platform/db/client";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { type SeededWorld, seededWorld, type TestClock } from "../../../platform/test/auth-fixtures";
import { protocolDelegates, protocolStops, protocolTours, protocolVehicles } from "../tables";

// Test fixtures of the protocol tours (ADR 0033), for the tours' and the tracking's tests: accounts of any area and
// role with real tokens (made straight in the database, no sign-up round trip), a tour with stops and a route,
// vehicles with their drivers, and delegates linked to members.

export { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";

let made = 0;
const next = () => `${process.pid}-${(made += 1)}`;

/** A driver: an operators' account of role `driver`. */
export const driverAccount = (world: { db: { db: Db }; clock: TestClock }, name = "Test Driver") =>
  accountOf(world, "admin", { role: "driver", name });

/** A member-area account. */
export const memberAccount = (world: { db: { db: Db }; clock: TestClock }) => accountOf(world, "member");

export const emptyContent = (): TourContent => ({ summary: "", dress_code: "", days: [], contacts: [] });

/** A programme in one language with a day, an item and a contact. */
export const sampleContent = (lang: "en" | "ko", date = "2030-05-01"): TourContent => ({
  summary: lang === "en" ? "A test visit." : "시험 방문입니다.",
  dress_code: lang === "en" ? "Business attire." : "비즈니스 정장.",
  days: [
    {
      date,
      title: lang === "en" ? "Arrival" : "도착",
      items: [{ time: "09:30", title: lang === "en" ? "Landing" : "착륙", place: "ICN", note: "" }],
    },
  ],
  contacts: [{ name: lang === "en" ? "Kim Test" : "김시험", role: "", phone: "+821000000000", email: "" }],
});

/** A valid TourBody around `startsAt` (two days long); override any field. */
export function tourBody(startsAt: Date, overrides: Partial<TourBody> = {}): TourBody {
  return {
    name_en: "Test delegation visit",
    name_ko: "시험 대표단 방문",
    delegation: "Test delegation",
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 2 * 86_400_000).toISOString(),
    retention_hours: 72,
    content_en: sampleContent("en"),
    content_ko: sampleContent("ko"),
    route: [],
    ...overrides,
  };
}

export const SEOUL_STOPS: { name: string; lat: number; lng: number }[] = [
  { name: "Airport", lat: 37.4692, lng: 126.4336 },
  { name: "Hotel", lat: 37.5651, lng: 126.981 },
  { name: "Palace", lat: 37.576, lng: 126.9769 },
];

/**
 * A tour straight in the database: by default open now (departed an hour ago, arriving in a day), with three stops
 * and the straight route through them.
 */
export async function insertTour(
  db: Db,
  options: {
    startsAt?: Date;
    endsAt?: Date;
    stops?: number;
    route?: LatLng[];
    name?: string;
    retentionHours?: number;
  } = {},
): Promise<{ id: number; stops: number[] }> {
  const startsAt = options.startsAt ?? new Date(Date.now() - 3_600_000);
  const endsAt = options.endsAt ?? new Date(startsAt.getTime() + 25 * 3_600_000);
  const stops = SEOUL_STOPS.slice(0, options.stops ?? 3);
  const [tour] = await db
    .insert(protocolTours)
    .values({
      nameEn: options.name ?? `Test tour ${next()}`,
      nameKo: `시험 투어 ${made}`,
      delegation: "Test delegation",
      startsAt,
      endsAt,
      retentionHours: options.retentionHours ?? 72,
      contentEn: sampleContent("en"),
      contentKo: sampleContent("ko"),
      route: options.route ?? stops.map(({ lat, lng }) => ({ lat, lng })),
    })
    .returning({ id: protocolTours.id });
  if (!tour) throw new Error("tour not inserted");
  const rows =
    stops.length === 0
      ? []
      : await db
          .insert(protocolStops)
          .values(
            stops.map((stop, index) => ({
              tourId: tour.id,
              position: index + 1,
              nameEn: stop.name,
              nameKo: `정류장 ${index + 1}`,
              lat: stop.lat,
              lng: stop.lng,
            })),
          )
          .returning({ id: protocolStops.id });
  return { id: tour.id, stops: rows.map((row) => row.id) };
}

/** A vehicle of a tour, driven by `driverAccountId` (or nobody yet). */
export async function insertVehicle(
  db: Db,
  tourId: number,
  driverAccountId: number | null,
  label = `Car ${next()}`,
): Promise<number> {
  const [row] = await db
    .insert(protocolVehicles)
    .values({ tourId, label, plate: "서울 12가 3456", driverAccountId })
    .returning({ id: protocolVehicles.id });
  if (!row) throw new Error("vehicle not inserted");
  return row.id;
}

/** A person of a tour, linked to a member account or not, with or without an arrival. */
export async function insertDelegate(
  db: Db,
  tourId: number,
  options: { accountId?: number | null; coordinator?: boolean; name?: string; arrivalAt?: Date | null } = {},
): Promise<number> {
  const arrivalAt = options.arrivalAt === undefined ? null : options.arrivalAt;
  const [row] = await db
    .insert(protocolDelegates)
    .values({
      tourId,
      accountId: options.accountId ?? null,
      name: options.name ?? `Delegate ${next()}`,
      coordinator: options.coordinator ?? false,
      arrivalFlight: arrivalAt ? "KE082" : "",
      arrivalAt,
      arrivalTerminal: arrivalAt ? "T2" : null,
    })
    .returning({ id: protocolDelegates.id });
  if (!row) throw new Error("delegate not inserted");
  return row.id;
}

export type TourWorld = {
  tourId: number;
  stops: number[];
  /** The coordinator (member account, delegate) and a plain delegate (member account). */
  coordinator: TestAccount & { delegate: number };
  delegate: TestAccount & { delegate: number };
  /** A person with no account. */
  unlinked: number;
  /** Two vehicles, each with its driver (operators' area, role driver). */
  vehicles: { id: number; driver: TestAccount }[];
};

/** A tour with stops, two vehicles with their drivers, a coordinator, a delegate and a person without an account. */
export async function tourWithPeople(
  world: { db: { db: Db }; clock: TestClock },
  options: Parameters<typeof insertTour>[1] = {},
): Promise<TourWorld> {
  const db = world.db.db;
  const tour = await insertTour(db, options);
  const coordinator = await memberAccount(world);
  const delegate = await memberAccount(world);
  const coordinatorId = await insertDelegate(db, tour.id, {
    accountId: coordinator.id,
    coordinator: true,
    name: "Coordinator",
  });
  const delegateId = await insertDelegate(db, tour.id, { accountId: delegate.id, name: "Delegate" });
  const unlinked = await insertDelegate(db, tour.id, { name: "Unlinked" });
  const vehicles: TourWorld["vehicles"] = [];
  for (const label of ["Car 1", "Car 2"]) {
    const driver = await driverAccount(world, `Driver of ${label}`);
    vehicles.push({ id: await insertVehicle(db, tour.id, driver.id, label), driver });
  }
  return {
    tourId: tour.id,
    stops: tour.stops,
    coordinator: { ...coordinator, delegate: coordinatorId },
    delegate: { ...delegate, delegate: delegateId },
    unlinked,
    vehicles,
  };
}

/** The seeded demo world for the protocol's tests (members mailed at the protocol's test domain). */
export const protocolWorld = (label = "protocol"): Promise<SeededWorld> =>
  seededWorld({ domain: "protocol.test", label });
