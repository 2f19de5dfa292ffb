import { PROTOCOL_MESSAGES } from "@contracts/protocol";
import { describe, expect, it } from "vitest";
import { type FlightsValues, flightsBody, flightsIssues, flightsValues } from "./flights-form";

const t = (key: string) => key;
const empty: FlightsValues = {
  arrival_flight: "",
  arrival_at: "",
  arrival_terminal: "",
  departure_flight: "",
  departure_at: "",
  departure_terminal: "",
};

describe("the flights form", () => {
  it("sends Korea's local times as instants and no choice as none", () => {
    const body = flightsBody({ ...empty, arrival_flight: "ke082", arrival_at: "2026-12-01T09:30" }, 3);
    expect(body).toEqual({
      arrival_flight: "ke082",
      arrival_at: "2026-12-01T09:30:00+09:00",
      arrival_terminal: null,
      departure_flight: "",
      departure_at: null,
      departure_terminal: null,
      version: 3,
    });
  });

  it("shows saved flights in Korea's time", () => {
    const values = flightsValues({
      id: 1,
      name: "A",
      title: "",
      coordinator: false,
      is_me: true,
      arrival_flight: "KE082",
      arrival_at: "2026-12-01T00:30:00Z",
      arrival_terminal: "T2",
      departure_flight: "",
      departure_at: null,
      departure_terminal: null,
      met_at: null,
      handed_over_at: null,
      version: 0,
    });
    expect(values.arrival_at).toBe("2026-12-01T09:30");
    expect(values.arrival_terminal).toBe("T2");
    expect(values.departure_at).toBe("");
  });

  it("names the field at fault with the contract's words", () => {
    expect(flightsIssues({ ...empty, arrival_flight: "KE082" }, t)).toEqual([
      { field: "arrival_at", message: "protocol-tour:messages.arrivalTimeRequired" },
    ]);
    expect(flightsIssues({ ...empty, arrival_flight: "hello world" }, t)[0]).toEqual({
      field: "arrival_flight",
      message: "protocol-tour:messages.flightFormat",
    });
    expect(
      flightsIssues(
        { ...empty, arrival_at: "2026-12-03T09:00", departure_flight: "KE081", departure_at: "2026-12-01T09:00" },
        t,
      ),
    ).toEqual([{ field: "departure_at", message: "protocol-tour:messages.departureBeforeArrival" }]);
    expect(PROTOCOL_MESSAGES.departureBeforeArrival).toBeTruthy();
  });
});
