import type { TourContent } from "@contracts/protocol";
import { addDays, shopToday } from "@contracts/shop-calendar";
import { hash } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../../platform/db/seed-data";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";
import { accounts } from "../auth/tables";
import {
  SEED_CONTACTS,
  SEED_DELEGATE2_EMAIL,
  SEED_DELEGATE_EMAIL,
  SEED_DELEGATES,
  SEED_DRIVERS,
  SEED_ITINERARY,
  SEED_ROUTE,
  SEED_STOPS,
  SEED_TOUR,
  SEED_VEHICLES,
} from "./seed-data";
import { protocolDelegates, protocolStops, protocolTours, protocolVehicles } from "./tables";
import { textColumns } from "../../platform/seed-rows";

// The protocol tour's demo (ADR 0033; the README lists the accounts): the delegation's coordinator and a delegate
// (member area), two drivers (operators' area, role `driver`), and one tour whose window covers the seeding day and
// the next two (Korea time), with its programme in both languages, six stops on a route through Seoul, two cars with
// a driver each and six people with their flights. `npm run demo:drive` moves the cars along the route.

/** An instant of a day counted from the seeding day, at a Korean time. */
const korea = (today: string, day: number, time: string) => new Date(`${addDays(today, day)}T${time}:00+09:00`);

function content(today: string, lang: 0 | 1): TourContent {
  return {
    summary: SEED_TOUR.summary[lang],
    dress_code: SEED_TOUR.dressCode[lang],
    days: SEED_ITINERARY.map((day) => ({
      date: addDays(today, day.day),
      title: day.title[lang],
      items: day.items.map((item) => ({
        time: item.time,
        title: item.title[lang],
        place: item.place[lang],
        note: item.note?.[lang] ?? "",
      })),
    })),
    contacts: SEED_CONTACTS.map((contact) => ({
      name: contact.name[lang],
      role: contact.role[lang],
      phone: contact.phone,
      email: contact.email,
    })),
  };
}

/** The demo accounts of the tour (kept as they are when a database has them already); their ids by e-mail. */
async function seedAccounts(tx: SeedTx, now: Date): Promise<Map<string, number>> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const members = [
    { email: SEED_DELEGATE_EMAIL, name: "Maria Jensen" },
    { email: SEED_DELEGATE2_EMAIL, name: "Lukas Berg" },
  ];
  await tx
    .insert(accounts)
    .values([
      ...members.map((member) => ({
        area: "member" as const,
        email: member.email,
        loginId: member.email,
        name: member.name,
        passwordHash,
        termsAgreedAt: now,
      })),
      ...SEED_DRIVERS.map((driver) => ({
        area: "admin" as const,
        role: "driver" as const,
        email: driver.email,
        loginId: driver.email,
        name: driver.name,
        passwordHash,
        termsAgreedAt: now,
      })),
    ])
    .onConflictDoNothing();
  const ids = new Map<string, number>();
  for (const { email, area } of [
    ...members.map((member) => ({ email: member.email, area: "member" as const })),
    ...SEED_DRIVERS.map((driver) => ({ email: driver.email, area: "admin" as const })),
  ]) {
    const [row] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.area, area), sql`lower(${accounts.email}) = ${email}`));
    if (row) ids.set(email, row.id);
  }
  return ids;
}

async function seedTour(tx: SeedTx, now: Date) {
  const today = shopToday(now);
  const ids = await seedAccounts(tx, now);
  const [tour] = await tx
    .insert(protocolTours)
    .values({
      ...textColumns({ name: SEED_TOUR.name }),
      delegation: SEED_TOUR.delegation,
      // the whole of the three Korean days: tracking opens an hour before and closes an hour after
      startsAt: korea(today, 0, "00:00"),
      endsAt: korea(today, 2, "23:00"),
      retentionHours: SEED_TOUR.retentionHours,
      contentEn: content(today, 0),
      contentKo: content(today, 1),
      route: SEED_ROUTE,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: protocolTours.id });
  if (!tour) throw new Error("seed: the protocol tour was not inserted");
  await tx.insert(protocolStops).values(
    SEED_STOPS.map((stop, index) => ({
      tourId: tour.id,
      position: index + 1,
      ...textColumns({ name: stop.name }),
      lat: stop.lat,
      lng: stop.lng,
      plannedAt: korea(today, stop.day, stop.time),
    })),
  );
  await tx.insert(protocolVehicles).values(
    SEED_VEHICLES.map((vehicle) => ({
      tourId: tour.id,
      label: vehicle.label,
      plate: vehicle.plate,
      driverAccountId: ids.get(SEED_DRIVERS[vehicle.driver].email) ?? null,
      createdAt: now,
    })),
  );
  await tx.insert(protocolDelegates).values(
    SEED_DELEGATES.map((person) => ({
      tourId: tour.id,
      accountId: person.account === undefined ? null : (ids.get(person.account) ?? null),
      name: person.name,
      title: person.title,
      coordinator: person.coordinator,
      arrivalFlight: person.arrival.flight,
      arrivalAt: korea(today, person.arrival.day, person.arrival.time),
      arrivalTerminal: person.arrival.terminal,
      departureFlight: person.departure.flight,
      departureAt: korea(today, person.departure.day, person.departure.time),
      departureTerminal: person.departure.terminal,
      updatedAt: now,
    })),
  );
}

export const PROTOCOL_SEED_STEPS: SeedStep[] = [{ name: "protocol-tour-v1", run: (tx) => seedTour(tx, new Date()) }];
