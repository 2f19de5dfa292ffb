import type { Delegate } from "@contracts/protocol";
import { describe, expect, it } from "vitest";
import { boardDays, nextToLand } from "./board";

const person = (id: number, name: string, arrival_at: string | null, met_at: string | null = null): Delegate => ({
  id,
  name,
  title: "",
  coordinator: false,
  is_me: false,
  arrival_flight: arrival_at ? "KE082" : "",
  arrival_at,
  arrival_terminal: null,
  departure_flight: "",
  departure_at: null,
  departure_terminal: null,
  met_at,
  handed_over_at: null,
  version: 0,
});

const people = [
  person(1, "Late", "2026-12-02T01:00:00Z"),
  person(2, "Early", "2026-11-30T16:30:00Z"),
  person(3, "None", null),
  person(4, "Same day", "2026-12-01T02:00:00Z", "2026-12-01T02:10:00Z"),
];

describe("the arrivals board", () => {
  it("groups people by Korea's day of their flight, those without one last", () => {
    const days = boardDays(people, "arrival");
    expect(days.map((day) => [day.day, day.people.map((p) => p.name)])).toEqual([
      ["2026-12-01", ["Early", "Same day"]],
      ["2026-12-02", ["Late"]],
      [null, ["None"]],
    ]);
  });

  it("names the next person to land who is not met yet", () => {
    expect(nextToLand(people, new Date("2026-12-01T00:00:00Z"))?.name).toBe("Late");
    expect(nextToLand(people, new Date("2026-11-30T15:00:00Z"))?.name).toBe("Early");
    expect(nextToLand(people, new Date("2026-12-03T00:00:00Z"))).toBeNull();
  });
});
